import type { Me } from '@drivecare/contract/auth';
import { ChevronDownIcon, LogOutIcon, type LucideIcon } from 'lucide-react';
import { useEffect, type ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';

import { BrandMark } from '@/components/brand-logo';
import { OfflineBanner } from '@/components/offline-banner';
import { ThemeMenuItems } from '@/components/theme-menu-items';
import { UpdatePrompt } from '@/components/update-prompt';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuLabel,
  SidebarTrigger,
} from '@/components/ui/sidebar';
import { SidebarProvider, useSidebar } from '@/components/ui/sidebar-provider';
import { useMe } from '@/features/people/api/me-queries';
import { useSignOut } from '@/features/people/api/sign-out';
import { PRODUCT_NAME } from '@/config/product';
import { displayName, initials } from '@/lib/names';
import { startServiceWorker } from '@/lib/pwa/service-worker';

import { AnnouncementSlot } from './announcement-slot';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Further path prefixes that also mark this item active. */
  alsoActiveFor?: readonly string[];
  /** Paths that mark this item active only on an exact match. */
  exactPaths?: readonly string[];
  /** A live count shown after the label (the admin's unread support conversations). */
  Badge?: ComponentType;
}

export interface ShellConfig {
  audience: 'member' | 'admin';
  /** Sidebar group heading, e.g. 'MAIN MENU'. */
  menuHeading: string;
  /** Accessible name of the sidebar region. */
  sidebarLabel: string;
  items: readonly NavItem[];
  /** Label of the sign-out row at the bottom of the sidebar. */
  signOutLabel: string;
  headerTitle: string;
  roleLabel: string;
  /** Where the brand in the sidebar links to. */
  homePath: string;
}

/** Prefix match on whole path segments: '/garage' matches '/garage/add' but not '/garages'. */
function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.exactPaths?.includes(pathname)) return true;
  return [item.to, ...(item.alsoActiveFor ?? [])].some((path) => matchesPrefix(pathname, path));
}

function SidebarNav({ config }: { config: ShellConfig }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const { signOut, pending } = useSignOut();
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar label={config.sidebarLabel}>
      <SidebarHeader className="group-data-[state=collapsed]:justify-center group-data-[state=collapsed]:px-0">
        <Link
          to={config.homePath}
          onClick={closeOnMobile}
          className="flex min-w-0 items-center gap-2.5 rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandMark />
          <span className="truncate text-base font-bold tracking-tight text-slate-900 group-data-[state=collapsed]:sr-only">
            {PRODUCT_NAME}
          </span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel id={`${config.audience}-menu-heading`}>{config.menuHeading}</SidebarGroupLabel>
          <nav aria-labelledby={`${config.audience}-menu-heading`}>
            <SidebarMenu>
              {config.items.map((item) => {
                const active = isNavItemActive(item, pathname);
                return (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton asChild tooltip={item.label}>
                      <Link
                        to={item.to}
                        aria-current={active ? 'page' : undefined}
                        onClick={closeOnMobile}
                      >
                        <item.icon aria-hidden="true" />
                        <SidebarMenuLabel>{item.label}</SidebarMenuLabel>
                        {item.Badge ? <item.Badge /> : null}
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              tooltip={config.signOutLabel}
              disabled={pending}
              onClick={() => void signOut()}
              className="text-slate-700 hover:bg-red-50 hover:text-red-700"
            >
              <LogOutIcon aria-hidden="true" />
              <SidebarMenuLabel>{config.signOutLabel}</SidebarMenuLabel>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}

function UserMenu({ me, audience }: { me: Me | null | undefined; audience: ShellConfig['audience'] }) {
  const { signOut, pending } = useSignOut();
  const name = displayName(me, audience);
  const letters = initials(me, audience);

  return (
    // Non-modal: a modal menu hides the rest of the page with aria-hidden while focus is
    // still inside it (axe: aria-hidden-focus); Escape and outside clicks close it either way.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-slate-100 sm:rounded-lg">
        <UserAvatar src={me?.avatarUrl} initials={letters} className="size-8" />
        <span className="hidden max-w-48 truncate font-medium text-slate-900 sm:inline">{name}</span>
        <ChevronDownIcon className="size-4 text-slate-500" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold text-slate-900">{name}</span>
          {me?.email ? <span className="truncate text-xs font-normal text-slate-600">{me.email}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={pending} onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The shared shell of the member area and the back office: sidebar, header, announcement slot, page. */
export function AppShell({ config }: { config: ShellConfig }) {
  const { data: me } = useMe();
  // Registered here, not on the sign-in page: workbox-window would not fit that page's script budget.
  useEffect(() => {
    void startServiceWorker();
  }, []);

  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium text-primary shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SidebarNav config={config} />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-card/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-card/75 sm:px-4">
          <SidebarTrigger />
          {/* On a phone the role badge goes under the title: side by side they cut 'Admin Dashboard' short. */}
          <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2.5">
            <p className="truncate text-base leading-tight font-semibold text-slate-900 sm:text-lg">{config.headerTitle}</p>
            <Badge variant="info" className="shrink-0">
              {config.roleLabel}
            </Badge>
          </div>
          <UserMenu me={me} audience={config.audience} />
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <OfflineBanner />
          <AnnouncementSlot />
          <Outlet />
        </main>
        <UpdatePrompt />
      </SidebarInset>
    </SidebarProvider>
  );
}
