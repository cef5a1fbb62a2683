import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

/** A screen's 'Add …' / 'New …' button with the plus icon. */
export function AddButton({
  onClick,
  variant,
  children,
}: {
  onClick: () => void;
  variant?: 'outline';
  children: ReactNode;
}) {
  return (
    <Button variant={variant} onClick={onClick}>
      <PlusIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
