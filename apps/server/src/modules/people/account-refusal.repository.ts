import { eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { session, user } from '../../db/schema/auth.ts';
import { endedSessions } from '../../db/schema/ended-sessions.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { bannedNow } from './users.repository.ts';

/** Before a ban or deactivation deletes an account's sessions: keep their token hashes (and drop expired ones). */
export async function rememberEndedSessions(tx: DbOrTx, userId: string) {
  await tx.delete(endedSessions).where(lt(endedSessions.expiresAt, sql`now()`));
  await tx.execute(sql`
    insert into ${endedSessions} (token_hash, user_id, expires_at)
    select encode(sha256(convert_to(${session.token}, 'UTF8')), 'hex'), ${session.userId}, ${session.expiresAt}
    from ${session} where ${session.userId} = ${userId}
    on conflict (token_hash) do nothing`);
}

/** Whose ended session a token hash was, while that session would still be valid. */
export async function findEndedSessionOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: endedSessions.userId })
    .from(endedSessions)
    .where(sql`${endedSessions.tokenHash} = ${tokenHash} and ${endedSessions.expiresAt} > now()`);
  return row?.userId ?? null;
}

/** What an explanation of a refused account needs: a ban now (with reason and end), deactivation, deletion. */
export async function findRefusalState(db: DbOrTx, by: { id: string } | { email: string }) {
  const [row] = await db
    .select({
      banned: bannedNow,
      banReason: user.banReason,
      banExpires: user.banExpires,
      isActive: profiles.isActive,
      deletedAt: profiles.deletedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where('id' in by ? eq(user.id, by.id) : sql`lower(${user.email}) = ${by.email.trim().toLowerCase()}`);
  return row ?? null;
}
