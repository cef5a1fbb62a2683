import {
  CalendarDaysIcon,
  CalendarIcon,
  CarIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  MailIcon,
  MegaphoneIcon,
  ScrollTextIcon,
  SlidersHorizontalIcon,
  SettingsIcon,
  ShieldCheckIcon,
  StoreIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';

import { paths } from '@/config/paths';
import { SupportUnreadBadge } from '@/features/support/components/support-unread-badge.admin';

import { AppShell, type ShellConfig } from './app-shell';

const adminShell: ShellConfig = {
  audience: 'admin',
  menuHeading: 'ADMIN PANEL',
  sidebarLabel: 'Admin navigation',
  items: [
    {
      label: 'Dashboard',
      to: paths.admin.dashboard,
      icon: LayoutDashboardIcon,
      // /admin shows the dashboard too, but as a prefix it would match every admin page.
      exactPaths: [paths.admin.root],
    },
    { label: 'Appointments', to: paths.admin.appointments, icon: CalendarIcon },
    { label: 'Calendar', to: paths.admin.calendar, icon: CalendarDaysIcon },
    { label: 'Services', to: paths.admin.services, icon: WrenchIcon },
    { label: 'Shops', to: paths.admin.shops, icon: StoreIcon },
    { label: 'Users', to: paths.admin.users, icon: UsersIcon },
    { label: 'Admin Management', to: paths.admin.management, icon: ShieldCheckIcon },
    { label: 'Garage', to: paths.admin.garage, icon: CarIcon },
    { label: 'Support', to: paths.admin.support, icon: LifeBuoyIcon, Badge: SupportUnreadBadge },
    { label: 'Announcements', to: paths.admin.announcements, icon: MegaphoneIcon },
    { label: 'Outbox', to: paths.admin.outbox, icon: MailIcon },
    { label: 'Audit Log', to: paths.admin.audit, icon: ScrollTextIcon },
    { label: 'Settings', to: paths.admin.settings, icon: SlidersHorizontalIcon },
    {
      label: 'Profile & Settings',
      to: paths.admin.profile,
      icon: SettingsIcon,
      alsoActiveFor: [paths.admin.profileSettings],
    },
  ],
  signOutLabel: 'Log out',
  headerTitle: 'Admin Dashboard',
  roleLabel: 'Administrator',
  homePath: paths.admin.dashboard,
};

export default function AdminLayout() {
  return <AppShell config={adminShell} />;
}
