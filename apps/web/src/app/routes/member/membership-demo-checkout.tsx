import { useSearchParams } from 'react-router';

import { DemoCheckout } from '@/features/membership/components/demo-checkout';

export default function MembershipDemoCheckoutPage() {
  const [searchParams] = useSearchParams();
  return <DemoCheckout sessionId={searchParams.get('session') ?? ''} />;
}
