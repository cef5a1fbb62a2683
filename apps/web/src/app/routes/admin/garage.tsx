import { GarageScreen } from '@/features/admin-garage/components/garage-screen';

export default function AdminGaragePage() {
  return <GarageScreen />;
}
