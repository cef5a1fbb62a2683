import { useSearchParams } from 'react-router';

import { InvoiceDemoCheckout } from '@/features/appointments/components/invoice-demo-checkout';

export default function InvoiceDemoCheckoutPage() {
  const [searchParams] = useSearchParams();
  return <InvoiceDemoCheckout sessionId={searchParams.get('session') ?? ''} />;
}
