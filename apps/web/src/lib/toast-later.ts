import { useEffect, useSyncExternalStore } from 'react';
import type { toast } from 'sonner';

type Toast = typeof toast;

/*
 * The Toaster (and sonner with it, ~9 KB gz) is mounted on demand rather than with the first page: the sign-in
 * page must load light, and nobody needs a toast before they have touched the page. It mounts on the first
 * toast raised through toastLater, on the first key press or pointer press anywhere, or when a screen asks for
 * it up front (the signed-in shell, whose screens raise toasts from background work). sonner replays a toast
 * raised before its Toaster subscribed, so nothing raised early is lost.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Mounts the app's Toaster (once); cheap to call again. */
export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the Toaster should be mounted; turns true on the first key or pointer press. */
export function useToasterRequested(): boolean {
  useEffect(() => {
    if (requested) return;
    const onInput = () => requestToaster();
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', onInput, options);
    window.addEventListener('keydown', onInput, options);
    return () => {
      window.removeEventListener('pointerdown', onInput, options);
      window.removeEventListener('keydown', onInput, options);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => requested, () => false);
}

/**
 * sonner's toasts for the pages that must load light (sign-in): the library arrives on first use, or with the
 * lazily mounted Toaster, instead of with the page. A toast raised before the Toaster mounts is replayed by it.
 */
export const toastLater = {
  success: (...args: Parameters<Toast['success']>) => {
    requestToaster();
    void import('sonner').then(({ toast }) => toast.success(...args));
  },
  error: (...args: Parameters<Toast['error']>) => {
    requestToaster();
    void import('sonner').then(({ toast }) => toast.error(...args));
  },
};
