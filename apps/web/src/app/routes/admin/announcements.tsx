import { AnnouncementsScreen } from '@/features/announcements/components/announcements-screen.admin';

export default function AdminAnnouncementsPage() {
  return <AnnouncementsScreen />;
}
