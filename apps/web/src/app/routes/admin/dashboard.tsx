import { LayoutDashboardIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';
import { PRODUCT_NAME } from '@/lib/format';

export default function AdminDashboardPage() {
  return (
    <PlaceholderPage
      title="Admin Dashboard"
      description={`Overview of the ${PRODUCT_NAME} system.`}
      icon={LayoutDashboardIcon}
    />
  );
}
