import { ManagementScreen } from '@/features/people/components/management-screen.admin';

export default function AdminManagementPage() {
  return <ManagementScreen />;
}
