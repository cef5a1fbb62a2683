import { toast } from 'sonner';

import { requestToaster } from './toast-later';

/*
 * sonner's `toast` for the screens that raise toasts themselves. Importing it mounts the app's Toaster (see
 * lib/toast-later): a screen that can toast from background work (a payment check, a push subscription) has its
 * Toaster up without waiting for a key or pointer press, while screens that never toast, like the member
 * dashboard, do not download sonner with their first paint.
 */
requestToaster();

export { toast };
