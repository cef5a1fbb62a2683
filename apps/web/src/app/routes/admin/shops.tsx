import { ShopsScreen } from '@/features/admin-shops/components/shops-screen';

export default function AdminShopsPage() {
  return <ShopsScreen />;
}
