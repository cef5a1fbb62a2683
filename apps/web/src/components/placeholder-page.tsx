import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** A screen whose real content arrives in a later issue: its real title and an honest note. */
export function PlaceholderPage({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} />
      {children}
      <EmptyState icon={icon} description="Coming soon — this screen is being built." />
    </div>
  );
}
