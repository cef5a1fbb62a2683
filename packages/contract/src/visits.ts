import { z } from 'zod';
import type { Invoice } from './invoices.ts';
import { dollarsToCents } from './services.ts';

/** The stages of an in-progress appointment, in order: the one list (labels verbatim from issue #25). */
export const visitStages = ['checked-in', 'inspecting', 'awaiting-approval', 'in-service', 'ready-for-pickup'] as const;
export type VisitStage = (typeof visitStages)[number];
export const visitStageLabels: Record<VisitStage, string> = {
  'checked-in': 'Checked in',
  inspecting: 'Inspecting',
  'awaiting-approval': 'Awaiting approval',
  'in-service': 'In service',
  'ready-for-pickup': 'Ready for pickup',
};
/** Stages whose arrival is also e-mailed to the member. */
export const mailedVisitStages: readonly VisitStage[] = ['awaiting-approval', 'ready-for-pickup'];

export const findingConditions = ['good', 'needs-attention', 'urgent'] as const;
export type FindingCondition = (typeof findingConditions)[number];
export const findingConditionLabels: Record<FindingCondition, string> = {
  good: 'Good',
  'needs-attention': 'Needs attention',
  urgent: 'Urgent',
};

export const FINDING_PHOTO_LIMIT = 5;
export const FINDING_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const visitMessages = {
  notFound: 'Appointment not found',
  notInProgress: 'Stages can be set only while the appointment is in progress',
  findingNotFound: 'Finding not found',
  itemNotFound: 'Item not found',
  photoNotFound: 'Photo not found',
  photoLimit: `A finding holds at most ${FINDING_PHOTO_LIMIT} photos`,
  photoMissing: 'Please choose a photo',
  photoType: 'Please choose a JPEG, PNG or WebP image',
  photoTooLarge: 'The photo must be at most 10 MB',
  serviceNoPrice: 'This service has no price in the catalogue',
  serviceNotFound: 'Service not found',
  notRecommended: 'Only recommended items wait for a decision',
  alreadyDone: 'This item is already done and can no longer change',
  needsApproval: 'A recommended item can be done only after the member approves it',
  declined: 'The member declined this item',
  decidedStays: 'The member decided on this item: it stays on record',
  stageSaved: 'Stage updated',
  approved: 'Item approved',
  declinedToast: 'Item declined',
  approvedAll: 'All recommended items approved',
} as const;

/** PUT /api/admin/visits/:id/stage. */
export const visitStageSchema = z.object({ stage: z.enum(visitStages, { error: 'Please choose a stage' }) });

/** POST /api/admin/visits/:id/findings. */
export const findingInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title is too long'),
  condition: z.enum(findingConditions, { error: 'Please choose a condition' }),
  notes: z
    .string()
    .trim()
    .max(2000, 'Notes must be at most 2000 characters')
    .optional()
    .transform((v) => (v ? v : null)),
});
export type FindingInput = z.input<typeof findingInputSchema>;

const recommended = z.boolean({ error: 'Choose included or recommended' });
const priceText = z
  .string({ error: 'Unit price is required' })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter a price such as 49.99')
  .transform(dollarsToCents);

/** POST /api/admin/visits/:id/items: a catalogue service at its price, or free text. */
export const estimateItemInputSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('catalogue'), serviceId: z.uuid('Please select a service'), recommended }),
    z.object({
      source: z.literal('custom'),
      description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(200, 'Description is too long'),
      quantity: z.coerce.number({ error: 'Quantity must be a whole number from 1 to 999' }).int('Quantity must be a whole number from 1 to 999').min(1, 'Quantity must be a whole number from 1 to 999').max(999, 'Quantity must be a whole number from 1 to 999'),
      unitPrice: priceText,
      recommended,
    }),
  ],
  { error: 'Choose a catalogue service or free text' },
);
export type EstimateItemInput = z.input<typeof estimateItemInputSchema>;

/** PATCH /api/admin/visits/:id/items/:itemId. */
export const estimateItemDoneSchema = z.object({ done: z.boolean() });

export type EstimateDecision = 'approved' | 'declined';

export interface VisitStageReached {
  stage: VisitStage;
  reachedAt: string;
}

export interface FindingPhoto {
  id: string;
  /** GET: the photo's bytes, for the appointment's owner or staff. */
  url: string;
  width: number;
  height: number;
}

export interface VisitFinding {
  id: string;
  title: string;
  condition: FindingCondition;
  notes: string | null;
  createdAt: string;
  photos: FindingPhoto[];
}

export interface EstimateItem {
  id: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  recommended: boolean;
  /** Recommended items only: null while waiting for the member. */
  decision: EstimateDecision | null;
  decidedAt: string | null;
  done: boolean;
  doneAt: string | null;
}

export interface Estimate {
  items: EstimateItem[];
  /** Included items plus approved recommended ones. */
  totalCents: number;
  /** Recommended items still waiting for a decision. */
  pendingCents: number;
}

/** GET /api/visits/:id (the owner) and GET /api/admin/visits/:id (staff). */
export interface Visit {
  appointmentId: string;
  status: string;
  /** The last stage reached (the current one while in progress); null before check-in. */
  stage: VisitStage | null;
  stages: VisitStageReached[];
  findings: VisitFinding[];
  estimate: Estimate;
  /** Issued when the appointment is completed; null before. */
  invoice: Invoice | null;
}

export const findingPhotoUrl = (id: string) => `/api/files/visit-photos/${id}`;
