import { UsersScreen } from '@/features/people/components/users-screen.admin';

export default function AdminUsersPage() {
  return <UsersScreen />;
}
