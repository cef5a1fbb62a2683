import { ProfileSettingsScreen } from '@/features/admin-profile/components/profile-settings-screen';

export default function AdminProfileSettingsPage() {
  return <ProfileSettingsScreen />;
}
