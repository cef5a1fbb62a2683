import { count, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';
import { user } from '../db/schema/auth.ts';
import { seedPeople } from './seed-people.ts';

const app = await createTestApp();

describe('seedPeople (npm run db:seed -- --users N)', () => {
  it('adds members who can sign in, and never adds them twice', async () => {
    const hash = await (await app.auth.$context).password.hash('member123');
    await seedPeople(app.db, 30, hash);
    await seedPeople(app.db, 30, hash);
    const [{ n } = { n: 0 }] = await app.db.select({ n: count() }).from(user).where(like(user.email, 'bulk%@example.com'));
    expect(n).toBe(30);

    const member = await signIn(app, 'bulk7@example.com', 'member123');
    expect((await app.request('/api/profile', { cookie: member })).status).toBe(200);
  });
});
