import { SupportInboxScreen } from '@/features/support/components/support-inbox-screen.admin';

export default function AdminSupportPage() {
  return <SupportInboxScreen />;
}
