import type { OutboxOverview } from '@drivecare/contract/outbox';
import { describe, expect, it } from 'vitest';
import { createAdmin, createMember, latestCode, signUp, uniqueEmail } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();

describe('the admin outbox keeps one-time secrets out of the back office', () => {
  it('shows no verification code, reset link or mail body, while the dev mailbox keeps the full mail', async () => {
    const admin = await createAdmin(app);
    const { email } = await signUp(app, uniqueEmail('secret'));
    const code = await latestCode(app, email);
    const member = await createMember(app, 'reset');
    await app.request('/api/auth/request-password-reset', { body: { email: member.email, redirectTo: '/auth/reset-password' } });
    await app.mailer.drain();
    const resetMails = await app.request<{ text: string }[]>(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`);
    const resetLink = resetMails.body[0]?.text.match(/https?:\/\/\S*reset-password\S*/)?.[0];
    expect(resetLink).toBeDefined();

    const res = await app.request<OutboxOverview>('/api/admin/outbox', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const shown = res.body.messages.filter((m) => m.to === email || m.to === member.email);
    // Both account mails are listed (by subject and recipient) ...
    expect(shown.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/verification code/), expect.stringMatching(/Reset your/)]),
    );
    // ... but nothing the recipient alone should see.
    const json = JSON.stringify(res.body);
    expect(json).not.toContain(code);
    expect(json).not.toContain(resetLink!);
    expect(json).not.toContain(new URL(resetLink!).pathname.split('/').pop()!);
    for (const message of res.body.messages) {
      expect(Object.keys(message)).not.toContain('text');
      expect(Object.keys(message)).not.toContain('html');
    }
  });
});
