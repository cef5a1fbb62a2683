import { AuditScreen } from '@/features/audit/components/audit-screen.admin';

export default function AdminAuditPage() {
  return <AuditScreen />;
}
