import { UsersIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminUsersPage() {
  return <PlaceholderPage title="Users" description="Manage user accounts and memberships." icon={UsersIcon} />;
}
