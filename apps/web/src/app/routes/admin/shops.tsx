import { ShopsScreen } from '@/features/shops/components/shops-screen.admin';

export default function AdminShopsPage() {
  return <ShopsScreen />;
}
