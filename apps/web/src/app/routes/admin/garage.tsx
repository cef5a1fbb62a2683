import { GarageScreen } from '@/features/vehicles/components/garage-screen.admin';

export default function AdminGaragePage() {
  return <GarageScreen />;
}
