import { z } from 'zod';

const REQUIRED = 'Title and content are required';

/** Create/edit announcement form and POST/PUT /api/admin/announcements body. */
export const announcementInputSchema = z.object({
  title: z.string().trim().min(1, REQUIRED).max(200, 'Title is too long'),
  content: z.string().trim().min(1, REQUIRED).max(5000, 'Content is too long'),
  isActive: z.boolean(),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const announcementStatusSchema = z.object({ isActive: z.boolean() });

export interface Announcement {
  id: string;
  title: string;
  content: string;
  isActive: boolean;
  createdAt: string;
}

/**
 * GET /api/announcements/current: the newest active announcement, or null, with what the caller's account did
 * with it: acknowledged its modal ('Got it'), dismissed its banner.
 */
export type CurrentAnnouncement =
  | (Pick<Announcement, 'id' | 'title' | 'content' | 'createdAt'> & { acknowledged: boolean; dismissed: boolean })
  | null;
