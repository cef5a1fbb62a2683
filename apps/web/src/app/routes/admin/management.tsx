import { ManagementScreen } from '@/features/admin-management/components/management-screen';

export default function AdminManagementPage() {
  return <ManagementScreen />;
}
