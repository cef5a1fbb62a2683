import { UserCogIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminProfileSettingsPage() {
  return <PlaceholderPage title="Profile Settings" icon={UserCogIcon} />;
}
