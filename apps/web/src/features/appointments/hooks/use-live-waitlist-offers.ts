import type { WaitlistOfferEvent } from '@drivecare/contract/waitlist';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { subscribeLive } from '@/lib/live-events';

import { waitlistKeys } from '../api/waitlist-queries';

/**
 * A signed-in member hears of an offer at once (SSE `event: waitlist`, sent to that member only): a notice with
 * 'Claim this slot'. The notice (toasts, date formatting) loads only when an offer arrives, so every member page's
 * first paint stays within its script budget.
 */
export function useLiveWaitlistOffers() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    return subscribeLive('waitlist', (event) => {
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      let offer: WaitlistOfferEvent;
      try {
        offer = JSON.parse(event.data) as WaitlistOfferEvent;
      } catch {
        return;
      }
      void import('../components/waitlist-offer-notice').then(({ showOfferNotice }) => showOfferNotice(offer, (path) => void navigate(path)));
    });
  }, [queryClient, navigate]);
}
