import { AdminProfileScreen } from '@/features/admin-profile/components/admin-profile-screen';

export default function AdminProfilePage() {
  return <AdminProfileScreen />;
}
