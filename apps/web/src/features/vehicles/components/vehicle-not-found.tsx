import { CarIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A missing vehicle or another member's: the same card as a missing appointment. */
export function VehicleNotFound() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <CarIcon className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold text-foreground">Vehicle not found</h1>
        <p className="max-w-md text-sm text-muted-foreground">
          The vehicle you are looking for does not exist or you don't have permission to view it.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.member.garage}>Back to My Garage</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
