import { SettingsScreen } from '@/features/settings/components/settings-screen.admin';

export default function AdminSettingsPage() {
  return <SettingsScreen />;
}
