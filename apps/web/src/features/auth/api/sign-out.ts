import { loadAuthClient } from '@/lib/load-auth-client';

/**
 * Ends the current session. Used after a sign-in with an unconfirmed e-mail, where a failure to sign
 * out must not hide the confirmation view, so errors are swallowed here.
 */
export async function signOutQuietly(): Promise<void> {
  try {
    await (await loadAuthClient()).signOut();
  } catch {
    // Offline or server error: the session cookie expires on its own; nothing useful to show.
  }
}
