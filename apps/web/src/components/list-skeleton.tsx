import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows while a list loads, announced as busy under `label`. */
export function ListSkeleton({
  label,
  count,
  className,
  rowClassName,
}: {
  label: string;
  count: number;
  className: string;
  rowClassName: string;
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}
