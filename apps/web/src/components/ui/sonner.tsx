import { Toaster as Sonner, type ToasterProps } from 'sonner';

import { useResolvedTheme } from '@/lib/theme';

/**
 * App-wide toasts: top-right with a close button, as the spec asks. Sonner's "rich colors" miss the
 * WCAG AA contrast ratio, so toasts keep plain text on the theme's background and take their colour from the icon and border.
 */
export function Toaster(props: ToasterProps) {
  const theme = useResolvedTheme();
  return (
    <Sonner
      position="top-right"
      closeButton
      theme={theme}
      toastOptions={{
        classNames: {
          toast: 'border-l-4',
          success: '!border-l-emerald-600 [&_[data-icon]]:text-emerald-700',
          error: '!border-l-red-600 [&_[data-icon]]:text-red-700',
          info: '!border-l-blue-600 [&_[data-icon]]:text-blue-700',
          warning: '!border-l-amber-500 [&_[data-icon]]:text-amber-700',
          description: '!text-slate-700',
        },
      }}
      {...props}
    />
  );
}
