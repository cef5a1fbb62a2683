import { SettingsIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminProfilePage() {
  return <PlaceholderPage title="Profile & Settings" icon={SettingsIcon} />;
}
