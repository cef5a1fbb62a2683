import { MegaphoneIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminAnnouncementsPage() {
  return <PlaceholderPage title="Announcements" icon={MegaphoneIcon} />;
}
