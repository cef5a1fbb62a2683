import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** An appointment, or a list the booking form needs, could not be loaded: the reason and Try Again. */
export function LoadError({
  title,
  text,
  onRetry,
}: {
  /** A whole page's error carries a heading; a section's is one line. */
  title?: string;
  text: string;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive">
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription
        className={title ? 'flex flex-wrap items-center gap-3' : 'flex flex-wrap items-center justify-between gap-2'}
      >
        {text}
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
