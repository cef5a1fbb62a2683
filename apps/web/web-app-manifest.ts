import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest (issue 28): what a phone needs to install the club as an app that opens on the dashboard. */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/dashboard',
  // The same rebranding switch as src/config/product.ts.
  name: process.env.VITE_PRODUCT_NAME ?? 'DriveCare Club',
  short_name: 'DriveCare',
  description: 'Your garage, appointments and membership in one place.',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: '#2563eb',
  background_color: '#f8fafc',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
