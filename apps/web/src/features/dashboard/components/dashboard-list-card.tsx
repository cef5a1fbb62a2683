import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A dashboard panel: icon and title, 'View All', then the items or the empty text. */
export function DashboardListCard({
  icon: Icon,
  title,
  viewAllTo,
  emptyText,
  children,
}: {
  icon: LucideIcon;
  title: string;
  viewAllTo: string;
  emptyText: string;
  /** The list items; nothing (or an empty array) shows the empty text. */
  children?: ReactNode[];
}) {
  const empty = !children || children.length === 0;
  const titleId = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id={titleId} className="flex items-center gap-2 text-base sm:text-lg">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <Button asChild variant="ghost" size="sm" className="text-primary">
          <Link to={viewAllTo} aria-label={`View All ${title}`}>
            View All
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : (
          <ul aria-labelledby={titleId} className="divide-y divide-border rounded-lg border border-border">
            {children}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
