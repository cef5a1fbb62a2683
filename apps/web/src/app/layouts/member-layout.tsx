import {
  CalendarIcon,
  ChartColumnIcon,
  CarIcon,
  CrownIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  ReceiptTextIcon,
  UserIcon,
} from 'lucide-react';

import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useLiveWaitlistOffers } from '@/features/appointments/hooks/use-live-waitlist-offers';

import { AppShell, type ShellConfig } from './app-shell';

const memberShell: ShellConfig = {
  audience: 'member',
  menuHeading: 'MAIN MENU',
  sidebarLabel: 'Member navigation',
  items: [
    { label: 'Dashboard', to: paths.member.dashboard, icon: LayoutDashboardIcon },
    { label: 'Appointments', to: paths.member.appointments, icon: CalendarIcon },
    { label: 'My Garage', to: paths.member.garage, icon: CarIcon },
    { label: 'Receipts', to: paths.member.receipts, icon: ReceiptTextIcon },
    { label: 'Analytics', to: paths.member.analytics, icon: ChartColumnIcon },
    { label: 'Support', to: paths.member.support, icon: LifeBuoyIcon },
    { label: 'Membership', to: paths.member.membership, icon: CrownIcon },
    { label: 'Profile', to: paths.member.profile, icon: UserIcon },
  ],
  signOutLabel: 'Sign Out',
  headerTitle: PRODUCT_NAME,
  roleLabel: 'Member',
  homePath: paths.member.dashboard,
};

export default function MemberLayout() {
  useLiveWaitlistOffers();
  return <AppShell config={memberShell} />;
}
