import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { BackLink } from '@/features/appointments/components/back-link';
import { WaitlistOffer } from '@/features/appointments/components/waitlist-offer';

export default function WaitlistOfferPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6">
      <BackLink to={paths.member.appointments}>Back to Appointments</BackLink>
      <WaitlistOffer id={id} />
    </div>
  );
}
