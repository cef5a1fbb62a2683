import { useSyncExternalStore } from 'react';

/** Every open dialog of the page (Radix marks its content with data-state), the announcement's own left out. */
const OTHER_OPEN_DIALOG =
  ':is([role="dialog"], [role="alertdialog"])[data-state="open"]:not([data-announcement-modal])';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  // Dialogs arrive as portals under <body> and open and close through data-state.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
  return () => observer.disconnect();
}

const isOtherDialogOpen = () => document.querySelector(OTHER_OPEN_DIALOG) !== null;

/**
 * Whether a dialog other than the announcement's is open, so the announcement never stacks on top of one
 * (e.g. /garage/add opens the vehicle dialog on arrival): it waits until the other is closed.
 */
export function useOtherDialogOpen(enabled: boolean): boolean {
  return useSyncExternalStore(enabled ? subscribe : noSubscription, enabled ? isOtherDialogOpen : notOpen, notOpen);
}

const noSubscription = () => () => undefined;
const notOpen = () => false;
