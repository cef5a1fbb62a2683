import type { WaitlistOfferEvent } from '@drivecare/contract/waitlist';
import { waitlistMessages as msg } from '@drivecare/contract/waitlist';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { formatDateNumeric, formatTime12h } from '@/lib/format';

import { waitlistKeys } from '../api/waitlist-queries';

/**
 * A signed-in member hears of an offer at once (SSE `event: waitlist`, sent to that member only): a notice with
 * 'Claim this slot'. The toast module loads only when an offer arrives, so the pages' first paint does not carry it.
 */
export function useLiveWaitlistOffers() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    source.addEventListener('waitlist', (event: MessageEvent<string>) => {
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      let offer: WaitlistOfferEvent;
      try {
        offer = JSON.parse(event.data) as WaitlistOfferEvent;
      } catch {
        return;
      }
      void import('@/lib/toast').then(({ toast }) =>
        toast.info(msg.offerTitle, {
          description: `${offer.shopName}, ${formatDateNumeric(offer.date, offer.date)} at ${formatTime12h(offer.time)}: held for you for 30 minutes.`,
          duration: 30 * 60_000,
          action: { label: msg.claim, onClick: () => void navigate(paths.member.waitlistOffer(offer.entryId)) },
        }),
      );
    });
    return () => source.close();
  }, [queryClient, navigate]);
}
