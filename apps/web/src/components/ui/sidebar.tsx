import { PanelLeftIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Button } from './button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { SIDEBAR_ID, SIDEBAR_WIDTH_MOBILE, useSidebar } from './sidebar-provider';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/**
 * The navigation panel: a fixed column on desktop (16rem, or a 3rem icon rail when collapsed)
 * and a left side sheet (18rem) below 768 px.
 */
export function Sidebar({
  children,
  label,
  className,
}: {
  children: ReactNode;
  /** Accessible name of the navigation region and of the mobile sheet. */
  label: string;
  className?: string;
}) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          id={SIDEBAR_ID}
          side="left"
          data-mobile="true"
          className="w-(--sidebar-width) max-w-[85vw] gap-0 bg-sidebar p-0 text-sidebar-foreground"
          style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Navigate between the sections of the app.</SheetDescription>
          <div className="flex h-full w-full flex-col" data-state="expanded">
            {children}
          </div>
        </SheetContent>
      </Sheet>
    );
  }

  const state = open ? 'expanded' : 'collapsed';
  return (
    <div className="group peer hidden md:block" data-state={state} data-slot="sidebar">
      {/* Reserves the sidebar's width in the page flow; the panel itself is fixed. */}
      <div
        aria-hidden="true"
        className={cn(
          'relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear',
          'group-data-[state=collapsed]:w-(--sidebar-width-icon)',
        )}
      />
      <aside
        id={SIDEBAR_ID}
        aria-label={label}
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear md:flex',
          'group-data-[state=collapsed]:w-(--sidebar-width-icon)',
          className,
        )}
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      className={cn('size-9', className)}
      aria-controls={isMobile && !openMobile ? undefined : SIDEBAR_ID}
      aria-expanded={isMobile ? openMobile : open}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
      <span className="sr-only">Toggle sidebar</span>
    </Button>
  );
}

/** The main column next to the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('relative flex min-h-svh w-full min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn('flex h-16 shrink-0 items-center gap-2 border-b border-sidebar-border px-3', className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-x-hidden overflow-y-auto py-3 group-data-[state=collapsed]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('flex flex-col gap-1 border-t border-sidebar-border p-2', className)}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-group" className={cn('flex flex-col gap-1 px-2', className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center px-2 text-xs font-semibold tracking-wider text-slate-600 transition-opacity duration-200',
        'group-data-[state=collapsed]:pointer-events-none group-data-[state=collapsed]:h-0 group-data-[state=collapsed]:opacity-0',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />;
}

const menuButtonClasses = cn(
  'flex h-10 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-left text-sm font-medium text-sidebar-foreground outline-none transition-colors',
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-sidebar-accent-foreground',
  'disabled:pointer-events-none disabled:opacity-50',
  '[&>svg]:size-[18px] [&>svg]:shrink-0 [&>span:last-child]:truncate',
  'group-data-[state=collapsed]:size-8 group-data-[state=collapsed]:justify-center group-data-[state=collapsed]:px-0',
);

/**
 * A row of the sidebar menu. With `asChild` it styles a router link. In the collapsed
 * icon rail the text is visually hidden and shown as a tooltip instead.
 */
export function SidebarMenuButton({
  asChild = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; tooltip: string }) {
  const { open, isMobile } = useSidebar();
  const Comp = asChild ? Slot.Root : 'button';
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      className={cn(menuButtonClasses, className)}
      {...(asChild ? {} : { type: 'button' as const })}
      {...props}
    />
  );
  if (open || isMobile) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

/** Text inside a menu button: hidden visually (not from screen readers) in the icon rail. */
export function SidebarMenuLabel({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'group-data-[state=collapsed]:sr-only',
        className,
      )}
      {...props}
    />
  );
}
