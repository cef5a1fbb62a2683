import { AnnouncementsScreen } from '@/features/announcements/components/announcements-screen';

export default function AdminAnnouncementsPage() {
  return <AnnouncementsScreen />;
}
