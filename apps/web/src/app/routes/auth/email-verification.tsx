import { authMessages } from '@drivecare/contract/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, MailCheckIcon, MailIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  verificationKeys,
  verifyEmailCode,
  verifyEmailToken,
  type VerifyOutcome,
} from '@/features/auth/api/verification-code';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import {
  ExpiredLinkNotice,
  VerificationErrorNotice,
  VerifiedNotice,
} from '@/features/auth/components/verification-status';
import { VerifyCodeScreen } from '@/features/auth/components/verify-code-screen';
import { meKeys } from '@/features/people/api/me-queries';

type LinkRequest =
  | { kind: 'failed'; outcome: Exclude<VerifyOutcome, { status: 'success' }> }
  | { kind: 'code'; email: string; code: string }
  | { kind: 'token'; token: string }
  | { kind: 'none' };

const EXPIRED_HINT = /expired|invalid/i;

/** What the address asks for: an error handed over by the server, a code link, a token link or nothing. */
function readLinkRequest(params: URLSearchParams): LinkRequest {
  const error = params.get('error')?.trim();
  const errorCode = params.get('error_code')?.trim();
  const errorDescription = params.get('error_description')?.trim();
  if (error || errorCode || errorDescription) {
    const expired =
      errorCode?.toLowerCase() === 'otp_expired' ||
      EXPIRED_HINT.test(errorDescription ?? '') ||
      EXPIRED_HINT.test(error ?? '');
    return {
      kind: 'failed',
      outcome: expired
        ? { status: 'expired', message: authMessages.linkExpired }
        : { status: 'error', message: authMessages.linkError },
    };
  }
  const email = params.get('email')?.trim();
  const code = params.get('code')?.trim();
  if (email && code) return { kind: 'code', email, code };
  const token = params.get('token')?.trim();
  if (token) return { kind: 'token', token };
  return { kind: 'none' };
}

/**
 * /auth/email-verification and /auth/verify-email: the e-mail link lands here with ?email&code
 * (our link) or ?token; without either the page offers code entry.
 */
export default function EmailVerificationPage() {
  const [searchParams] = useSearchParams();
  const request = readLinkRequest(searchParams);
  const email = searchParams.get('email')?.trim() || undefined;

  if (request.kind === 'none') {
    return (
      <VerifyCodeScreen initialEmail={email} notice={searchParams.get('message') ?? undefined} />
    );
  }
  if (request.kind === 'failed')
    return <VerificationResult outcome={request.outcome} email={email} />;
  return <LinkVerification request={request} />;
}

function LinkVerification({
  request,
}: {
  request: Extract<LinkRequest, { kind: 'code' | 'token' }>;
}) {
  const queryClient = useQueryClient();
  const email = request.kind === 'code' ? request.email : undefined;

  // A query (not an effect) so React's double-mounting in development cannot spend the code twice.
  const verification = useQuery({
    queryKey: verificationKeys.emailLink(request),
    queryFn: async (): Promise<VerifyOutcome> => {
      const outcome =
        request.kind === 'code'
          ? await verifyEmailCode(request.email, request.code)
          : await verifyEmailToken(request.token);
      if (outcome.status === 'success')
        await queryClient.invalidateQueries({ queryKey: meKeys.all });
      return outcome;
    },
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (!verification.data) {
    return (
      <AuthLayout title="Verifying Your Email" icon={<MailIcon aria-hidden="true" />}>
        <div
          role="status"
          className="flex flex-col items-center gap-3 py-4 text-sm text-muted-foreground"
        >
          <Spinner className="size-8 text-primary" />
          <p>Verifying your email address...</p>
        </div>
      </AuthLayout>
    );
  }
  return (
    <VerificationResult
      outcome={verification.data}
      email={email}
      redirectAfterMs={request.kind === 'token' ? 3000 : 2000}
    />
  );
}

interface VerificationResultProps {
  outcome: VerifyOutcome;
  email: string | undefined;
  redirectAfterMs?: number;
}

function VerificationResult({ outcome, email, redirectAfterMs = 2000 }: VerificationResultProps) {
  const navigate = useNavigate();
  if (outcome.status === 'success') {
    return (
      <AuthLayout title="Email Verified" icon={<MailCheckIcon aria-hidden="true" />}>
        <VerifiedNotice email={email} redirectAfterMs={redirectAfterMs} />
      </AuthLayout>
    );
  }
  if (outcome.status === 'expired') {
    return (
      <AuthLayout title="Link Expired" icon={<CircleAlertIcon aria-hidden="true" />}>
        <ExpiredLinkNotice
          email={email}
          message={authMessages.linkExpired}
          onResent={() => {
            if (!email) return;
            void navigate(paths.auth.verifyCodeFor(email), {
              state: { notice: 'We sent you a new code. Enter it below to verify your email.' },
            });
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Verification Failed" icon={<CircleAlertIcon aria-hidden="true" />}>
      <VerificationErrorNotice email={email} message={authMessages.linkError} />
    </AuthLayout>
  );
}
