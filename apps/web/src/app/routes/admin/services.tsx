import { ServicesScreen } from '@/features/services/components/services-screen.admin';

export default function AdminServicesPage() {
  return <ServicesScreen />;
}
