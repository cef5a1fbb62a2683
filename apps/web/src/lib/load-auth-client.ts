/**
 * The better-auth client, fetched on first use. Screens that only need it behind a click (sign out, session
 * recovery) use this so the client stays out of the JavaScript they need to appear.
 */
export const loadAuthClient = () => import('./auth-client').then((m) => m.authClient);
