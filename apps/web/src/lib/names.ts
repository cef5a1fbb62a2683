// Names for people on screen, kept apart from date formatting so screens that only show a name do not load date-fns.

interface NameParts {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
}

type Audience = 'member' | 'admin';

const FALLBACK = {
  member: { name: 'User', initials: 'U' },
  admin: { name: 'Admin', initials: 'A' },
} as const;

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** First and last name if both exist, else the e-mail, else 'User' (member) or 'Admin' (admin). */
export function displayName(person: NameParts | null | undefined, audience: Audience = 'member'): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first && last) return `${first} ${last}`;
  const email = clean(person?.email);
  if (email) return email;
  return FALLBACK[audience].name;
}

/** First letters of both names, else the first two letters of the e-mail local part, else 'U' / 'A'. */
export function initials(person: NameParts | null | undefined, audience: Audience = 'member'): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first && last) return `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
  const local = clean(person?.email).split('@')[0] ?? '';
  if (local) return local.slice(0, 2).toUpperCase();
  return FALLBACK[audience].initials;
}
