import { DemoPortal } from '@/features/membership/components/demo-portal';

export default function MembershipDemoPortalPage() {
  return <DemoPortal />;
}
