/** Who is signed in: the header, the guards and every screen that changes the account read this key. */
export const meKeys = {
  all: ['me'] as const,
};
