import { useParams } from 'react-router';

import { SharedHistoryPage } from '@/features/vehicles/components/shared-history-page';

/** Public: no guard, its own lazy chunk (nothing of the member or staff shells). */
export default function SharedHistoryRoute() {
  const { token = '' } = useParams();
  return <SharedHistoryPage token={token} />;
}
