import { AdminProfileScreen } from '@/features/people/components/admin-profile-screen.admin';

export default function AdminProfilePage() {
  return <AdminProfileScreen />;
}
