/**
 * Why a session (or a sign-in with the right password) of an account is refused, told only to whoever holds that
 * session or password, so nothing about other accounts can be learned from it.
 */
export const accountRefusalCodes = ['ACCOUNT_BANNED', 'ACCOUNT_DEACTIVATED'] as const;
export type AccountRefusalCode = (typeof accountRefusalCodes)[number];

/** 'MM/dd/yyyy' of the ban's last day (a ban ends at the end of the day the admin chose, UTC). */
const banDay = (until: string) => {
  const [year, month, day] = until.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

export const accountRefusalMessages = {
  /** Built on the back office's label 'Banned until {date}', with the reason the admin gave. */
  banned: (reason: string | null, until: string | null) =>
    [
      until ? `Banned until ${banDay(until)}.` : 'Banned with no end date.',
      reason ? `Reason: ${reason.replace(/[.!?\s]+$/, '')}.` : null,
      'Your account cannot be used meanwhile. If you think this is a mistake, reply to any e-mail from the club.',
    ]
      .filter(Boolean)
      .join(' '),
  deactivated:
    'This account has been deactivated. To use it again, contact the club: reply to any e-mail you have had from us and we will reactivate it.',
};

export const isAccountRefusalCode = (code: string | undefined): code is AccountRefusalCode =>
  (accountRefusalCodes as readonly string[]).includes(code ?? '');
