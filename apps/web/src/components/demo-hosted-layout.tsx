import { FlaskConicalIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { BrandMark } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { PRODUCT_NAME } from '@/config/product';

/**
 * The frame of the demo's stand-ins for Stripe's hosted pages: a test-mode strip, the club's summary on
 * the left (top on phones) and the page's work on the right.
 */
export function DemoHostedLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-white">
      <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-xs font-medium text-amber-900">
        <FlaskConicalIcon className="size-4 shrink-0" aria-hidden="true" />
        Demo mode: no real payment is taken and no card details are stored.
      </p>
      <div className="grid flex-1 md:grid-cols-2">
        <aside className="border-b bg-slate-50 px-6 py-8 md:border-r md:border-b-0 md:px-12 md:py-16">
          <div className="mx-auto max-w-md space-y-8 md:mr-0">
            <p className="flex items-center gap-2 font-semibold text-foreground">
              <BrandMark className="size-7" />
              {PRODUCT_NAME}
            </p>
            {aside}
          </div>
        </aside>
        <main className="px-6 py-8 md:px-12 md:py-16">
          <div className="mx-auto max-w-md md:ml-0">{children}</div>
        </main>
      </div>
    </div>
  );
}

/** What a demo hosted page says instead of its form (not found, already paid), with the way back into the club. */
export function DemoNotice({ icon: Icon, title, text, back }: { icon: LucideIcon; title: string; text: string; back: { to: string; label: string } }) {
  return (
    <div className="space-y-4">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-foreground">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </div>
  );
}
