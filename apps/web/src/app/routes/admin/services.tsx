import { WrenchIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminServicesPage() {
  return <PlaceholderPage title="Services" icon={WrenchIcon} />;
}
