import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMe } from '@/features/people/api/me-queries';
import { useElapsed } from '@/lib/use-elapsed';

const GIVE_UP_MS = 10_000;

/** '/' decides where a visitor belongs and sends them there. */
export default function Landing() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { data: me, isPending, isError } = useMe();
  const tooSlow = useElapsed(isPending, GIVE_UP_MS);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    const go = (to: string) => {
      setRedirecting(true);
      void navigate(to, { replace: true });
    };
    try {
      if (tooSlow || isError) return go(paths.auth.signIn);
      if (isPending) return;
      if (!me) return go(paths.auth.signIn);
      const params = new URLSearchParams(search);
      // Back from the payment page: the membership screen reads these flags.
      if (params.get('success') === 'true' || params.get('canceled') === 'true') {
        return go(`${paths.member.membership}${search}`);
      }
      if (me.role === 'admin') return go(paths.admin.dashboard);
      if (me.role === 'user') return go(paths.member.dashboard);
      // Unknown role: wait for the next answer (the 10 s limit still applies).
    } catch {
      go(paths.auth.signIn);
    }
  }, [isError, isPending, me, navigate, search, tooSlow]);

  return (
    <FullPageStatus title={redirecting || !isPending ? 'Redirecting...' : 'Authenticating...'}>
      <Button variant="link" asChild>
        <Link to={paths.auth.signIn}>Having trouble? Click here to sign in</Link>
      </Button>
    </FullPageStatus>
  );
}
