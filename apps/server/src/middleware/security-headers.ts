import { secureHeaders } from 'hono/secure-headers';

/**
 * apps/web/index.html's one inline script, which sets the dark theme before the first paint (no flash). Allowed by
 * its hash, so scripts stay otherwise 'self' only; a test holds the hash equal to the script.
 */
export const THEME_SCRIPT_HASH = "'sha256-fwdLAyA7oGFVdXY9qkAUlx2MB38sdD+JCR714Pd33IY='";

/**
 * The headers DESIGN.md requires on every response. HSTS only when the app is served over https: on a plain-HTTP
 * address it means nothing to browsers and would pin localhost to https for a year for anyone who sets one up.
 */
export const securityHeaders = ({ hsts }: { hsts: boolean }) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", THEME_SCRIPT_HASH],
      // Radix and sonner set inline styles at run time; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: hsts ? 'max-age=31536000; includeSubDomains' : false,
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    removePoweredBy: true,
  });
