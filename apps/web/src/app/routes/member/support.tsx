import { SupportScreen } from '@/features/support/components/support-screen';

export default function SupportPage() {
  return <SupportScreen />;
}
