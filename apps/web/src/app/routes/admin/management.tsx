import { ShieldCheckIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminManagementPage() {
  return <PlaceholderPage title="Admin Management" icon={ShieldCheckIcon} />;
}
