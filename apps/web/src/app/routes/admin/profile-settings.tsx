import { ProfileSettingsScreen } from '@/features/people/components/profile-settings-screen.admin';

export default function AdminProfileSettingsPage() {
  return <ProfileSettingsScreen />;
}
