import { useSearchParams } from 'react-router';

import { UnsubscribeScreen } from '@/features/notifications/components/unsubscribe-screen';

/** /unsubscribe?token=…: reached from an e-mail, signed in or not. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return <UnsubscribeScreen token={params.get('token') ?? ''} />;
}
