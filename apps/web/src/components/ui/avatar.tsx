import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export function AvatarFallback({
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800',
        className,
      )}
      {...props}
    />
  );
}

/** An avatar showing the picture when there is one and the initials otherwise. */
export function UserAvatar({
  src,
  initials,
  alt = '',
  className,
}: {
  src?: string | null | undefined;
  initials: string;
  alt?: string;
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {src ? <AvatarImage src={src} alt={alt} /> : null}
      {alt ? (
        <AvatarFallback>{initials}</AvatarFallback>
      ) : (
        // Decorative initials are drawn by CSS, not written as text: a button holding this avatar and a name
        // would otherwise show 'JR Jordan Rivera' while its accessible name says 'Jordan Rivera' (axe:
        // label-content-name-mismatch; aria-hidden does not take text out of what is visibly there).
        <AvatarFallback aria-hidden="true" data-initials={initials} className="before:content-[attr(data-initials)]" />
      )}
    </Avatar>
  );
}
