import { HomeIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

export default function NotFound() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-4 text-center">
      <p className="text-8xl font-extrabold tracking-tight text-primary sm:text-9xl" aria-hidden="true">
        404
      </p>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <span className="sr-only">404: </span>Oops! Page not found
        </h1>
        <p className="text-muted-foreground">The page you are looking for does not exist or has been moved.</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">
          <HomeIcon aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
