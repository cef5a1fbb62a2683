import type { toast } from 'sonner';

type Toast = typeof toast;

/**
 * sonner's toasts for the pages that must load light (sign-in): the library arrives on first use, or with the
 * lazily mounted Toaster, instead of with the page. A toast raised before the Toaster mounts is replayed by it.
 */
export const toastLater = {
  success: (...args: Parameters<Toast['success']>) => void import('sonner').then(({ toast }) => toast.success(...args)),
  error: (...args: Parameters<Toast['error']>) => void import('sonner').then(({ toast }) => toast.error(...args)),
};
