import { waitlistMessages as msg, type WaitlistOfferEvent } from '@drivecare/contract/waitlist';

import { paths } from '@/config/paths';
import { formatDateNumeric, formatTime12h } from '@/lib/format';
import { toast } from '@/lib/toast';

/** The live notice of an offer, with 'Claim this slot'; loaded only when an offer arrives. */
export function showOfferNotice(offer: WaitlistOfferEvent, go: (path: string) => void) {
  toast.info(msg.offerTitle, {
    description: `${offer.shopName}, ${formatDateNumeric(offer.date, offer.date)} at ${formatTime12h(offer.time)}: held for you for 30 minutes.`,
    duration: 30 * 60_000,
    action: { label: msg.claim, onClick: () => go(paths.member.waitlistOffer(offer.entryId)) },
  });
}
