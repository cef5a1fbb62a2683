import { OutboxScreen } from '@/features/admin-outbox/components/outbox-screen';

export default function AdminOutboxPage() {
  return <OutboxScreen />;
}
