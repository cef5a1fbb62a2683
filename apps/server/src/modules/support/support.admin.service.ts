import {
  SUPPORT_INBOX_PAGE,
  supportMessages as msg,
  type StaffSupportConversation,
  type SupportInboxPage,
  type SupportResponseTimes,
  type SupportStatus,
} from '@drivecare/contract/support';
import { supportReplyMail } from '../../adapters/mail/templates.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import * as repo from './support.repository.ts';
import { publishSupportChange, toConversation, UUID } from './support.service.ts';
import type { SupportDeps } from './support.deps.ts';

const RESPONSE_DAYS = 30;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export async function listInbox(deps: SupportDeps, status: SupportStatus, page: number): Promise<SupportInboxPage> {
  const rows = await repo.listInbox(deps.db, status, SUPPORT_INBOX_PAGE, (page - 1) * SUPPORT_INBOX_PAGE);
  return {
    page,
    hasMore: rows.length > SUPPORT_INBOX_PAGE,
    items: rows.slice(0, SUPPORT_INBOX_PAGE).map((r) => ({
      id: r.id,
      subject: r.subject,
      status: r.status,
      priority: r.priority,
      memberName: r.memberName,
      memberEmail: r.memberEmail,
      assignedToName: r.assignedToName,
      unread: r.staffUnread,
      waitingSince: iso(r.waitingSince),
      lastMessageAt: iso(r.lastMessageAt)!,
      createdAt: iso(r.createdAt)!,
    })),
  };
}

export const countUnread = async (deps: SupportDeps) => ({ count: await repo.countStaffUnread(deps.db) });

/** Staff's view of a thread; opening it marks the member's message read for staff (the sidebar count drops). */
export async function getConversation(deps: SupportDeps, id: string, markRead = true): Promise<StaffSupportConversation> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const row = await repo.readConversation(deps.db, id, null);
  if (!row) throw notFound(msg.notFound);
  const conversation = await toConversation(deps.db, row);
  if (markRead && row.staffUnread) await repo.markStaffRead(deps.db, id);
  return {
    ...conversation,
    priority: row.priority,
    memberName: row.memberName,
    memberEmail: row.memberEmail,
    assignedToId: row.assignedTo,
    assignedToName: row.assignedToName,
    waitingSince: iso(row.waitingSince),
  };
}

export async function assignToMe(deps: SupportDeps, admin: SessionUser, id: string) {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const owner = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockConversation(tx, id, null);
    if (!locked) throw notFound(msg.notFound);
    await repo.updateConversation(tx, id, { assignedTo: admin.id });
    return locked.userId;
  });
  await publishSupportChange(deps.realtime, { userId: owner, conversationId: id, change: 'status' });
  return getConversation(deps, id);
}

/**
 * 'Send Reply': the reply, the conversation answered (its first response timed), the member's unread mark and
 * their e-mail in the outbox, all in one transaction; then the member's browsers hear it.
 */
export async function reply(deps: SupportDeps, admin: SessionUser, id: string, body: string) {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const owner = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockConversation(tx, id, null);
    if (!locked) throw notFound(msg.notFound);
    if (locked.status === 'closed') throw conflict(msg.closed);
    const at = new Date();
    await repo.insertMessage(tx, { conversationId: id, authorId: admin.id, fromStaff: true, body, at });
    await repo.updateConversation(tx, id, {
      status: 'answered',
      waitingSince: null,
      lastMessageAt: at,
      staffUnread: false,
      ...(locked.firstResponseAt ? {} : { firstResponseAt: at }),
    });
    await repo.addMemberUnread(tx, id);
    const member = await repo.readConversation(tx, id, null);
    const url = `${deps.brand.appUrl}/support/${id}`;
    await deps.notifier.notify(tx, {
      userId: locked.userId,
      kind: 'support-replies',
      mail: supportReplyMail(deps.brand, member!.memberEmail, { subject: locked.subject, reply: body, url }),
      push: { title: `New reply: ${locked.subject}`, body: body.slice(0, 120), url: `/support/${id}` },
    });
    return locked.userId;
  });
  await publishSupportChange(deps.realtime, { userId: owner, conversationId: id, change: 'reply' });
  return getConversation(deps, id);
}

export async function close(deps: SupportDeps, id: string) {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const owner = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockConversation(tx, id, null);
    if (!locked) throw notFound(msg.notFound);
    if (locked.status !== 'closed') await repo.updateConversation(tx, id, { status: 'closed', waitingSince: null, staffUnread: false });
    return locked.userId;
  });
  await publishSupportChange(deps.realtime, { userId: owner, conversationId: id, change: 'status' });
  return getConversation(deps, id);
}

/** The 'Priority support' promise, measured: median minutes to the first reply per plan over the last 30 days. */
export async function responseTimes(deps: SupportDeps, now = new Date()): Promise<SupportResponseTimes> {
  const since = new Date(now.getTime() - RESPONSE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await repo.responseTimes(deps.db, since);
  const pick = (priority: boolean) => {
    const row = rows.find((r) => r.priority === priority);
    return { medianMinutes: row?.medianMinutes == null ? null : Number(row.medianMinutes), conversations: row?.conversations ?? 0 };
  };
  return { days: RESPONSE_DAYS, premium: pick(true), basic: pick(false) };
}
