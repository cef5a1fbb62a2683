import { ReceiptTextIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function ReceiptsPage() {
  return <PlaceholderPage title="Receipts" icon={ReceiptTextIcon} />;
}
