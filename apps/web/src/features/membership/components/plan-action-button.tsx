import type { ComponentProps } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import type { MembershipAction } from '../hooks/use-membership-actions';

/** 'Upgrade Now' or 'Manage Membership', reading 'Processing...' while the session is being opened. */
export function PlanActionButton({
  premium,
  busy,
  onUpgrade,
  onManage,
  ...props
}: {
  premium: boolean;
  busy: MembershipAction | null;
  onUpgrade: () => void;
  onManage: () => void;
} & Omit<ComponentProps<typeof Button>, 'onClick' | 'children'>) {
  const mine: MembershipAction = premium ? 'manage' : 'upgrade';
  return (
    <Button
      variant={premium ? 'outline' : 'default'}
      disabled={busy !== null}
      aria-busy={busy === mine || undefined}
      onClick={premium ? onManage : onUpgrade}
      {...props}
    >
      {busy === mine ? <Spinner /> : null}
      {busy === mine ? 'Processing...' : premium ? 'Manage Membership' : 'Upgrade Now'}
    </Button>
  );
}
