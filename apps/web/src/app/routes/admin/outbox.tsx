import { OutboxScreen } from '@/features/notifications/components/outbox-screen.admin';

export default function AdminOutboxPage() {
  return <OutboxScreen />;
}
