import { ServicesScreen } from '@/features/admin-services/components/services-screen';

export default function AdminServicesPage() {
  return <ServicesScreen />;
}
