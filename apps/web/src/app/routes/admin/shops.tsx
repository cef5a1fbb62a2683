import { StoreIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminShopsPage() {
  return <PlaceholderPage title="Shop Management" icon={StoreIcon} />;
}
