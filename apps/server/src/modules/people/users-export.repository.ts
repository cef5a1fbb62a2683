import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoDate, isoTimestamp, keyText } from '../../db/export-columns.ts';
import type { StreamedQuery } from '../../db/row-stream.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { userDirectory as d } from '../../db/schema/user-directory.ts';
import { directoryActiveNow, listed } from '../figures/member-figures.ts';
import { exportMatch, type ListParams } from './users-list.repository.ts';

export const userExportHeader = [
  'ID',
  'E-mail',
  'First name',
  'Last name',
  'Phone',
  'Address',
  'City',
  'State',
  'ZIP code',
  'Role',
  'Membership',
  'Membership expires',
  'Status',
  'Joined at',
];

/** Every account the user list shows for these filters (all pages), newest first, then its key (created, id). */
export function userExportQuery(db: Db, params: Omit<ListParams, 'page' | 'pageSize'>): StreamedQuery {
  const { match, values } = exportMatch(params);
  return {
    keyColumns: 2,
    // Role, Membership, Membership expires, Status, Joined at (the ID is better-auth's text: checked like the rest).
    plainColumns: [9, 10, 11, 12, 13],
    values,
    build: (after, limit) => {
      const past = after ? sql`(${d.createdAt} < ${after[0]}::timestamptz or (${d.createdAt} = ${after[0]}::timestamptz and ${d.userId} > ${after[1]}))` : undefined;
      const query = db
        .select({
          id: d.userId,
          email: user.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          phone: profiles.phoneNumber,
          address: profiles.address,
          city: profiles.city,
          state: profiles.state,
          zipCode: profiles.zipCode,
          role: d.role,
          membership: profiles.membershipLevel,
          membershipExpires: isoDate(profiles.membershipExpiration),
          status: sql<string>`case when ${directoryActiveNow} then 'active' else 'inactive' end`,
          joinedAt: isoTimestamp(d.createdAt),
          keyCreated: keyText(d.createdAt),
          keyId: d.userId,
        })
        .from(d)
        .innerJoin(user, eq(user.id, d.userId))
        .innerJoin(profiles, eq(profiles.userId, d.userId))
        .where(and(listed, match, past))
        .orderBy(desc(d.createdAt), asc(d.userId));
      return limit === null ? query : query.limit(limit);
    },
  };
}
