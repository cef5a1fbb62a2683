import { useLocation, useSearchParams } from 'react-router';

import { readStateString } from '@/features/auth/api/navigation-state';
import { VerifyCodeScreen } from '@/features/auth/components/verify-code-screen';

export default function VerifyCodePage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const email = searchParams.get('email')?.trim() || readStateString(location.state, 'email');

  return (
    // Remount when the address changes so the form starts from the new e-mail.
    <VerifyCodeScreen
      key={email ?? ''}
      initialEmail={email}
      notice={readStateString(location.state, 'notice')}
    />
  );
}
