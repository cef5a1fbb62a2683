import { CarIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function GaragePage() {
  return <PlaceholderPage title="My Garage" description="Manage your vehicles" icon={CarIcon} />;
}
