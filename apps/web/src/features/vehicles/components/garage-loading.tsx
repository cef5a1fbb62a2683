import { Card, CardContent } from '@/components/ui/card';

/** The spec's three placeholder cards reading 'Loading...'. */
export function GarageLoading() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading vehicles">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Card className="h-44 animate-pulse justify-center bg-slate-50">
            <CardContent className="text-center text-sm text-muted-foreground">Loading...</CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
