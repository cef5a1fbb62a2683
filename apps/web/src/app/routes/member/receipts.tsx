import { PageHeader } from '@/components/page-header';
import { ReceiptsCard } from '@/features/appointments/components/receipts-card';

export default function ReceiptsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Receipts" description="View and download the receipts for your services." />
      <ReceiptsCard />
    </div>
  );
}
