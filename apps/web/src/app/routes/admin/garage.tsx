import { CarIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminGaragePage() {
  return <PlaceholderPage title="Garage Management" icon={CarIcon} />;
}
