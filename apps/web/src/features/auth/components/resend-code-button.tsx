import { authMessages } from '@drivecare/contract/auth-messages';
import { RefreshCwIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { AuthRequestError } from '../api/auth-error';
import {
  defaultResendMessages,
  parseWaitSeconds,
  resendVerificationCode,
  type ResendMessages,
} from '../api/verification-code';
import { useResendCooldown } from '../hooks/use-resend-cooldown';

type ResendCodeButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> & {
  /** Where the new code goes. */
  email: string;
  /** Idle label. */
  label?: string;
  /** Idle icon; a refresh arrow unless given. */
  icon?: ReactNode;
  /** Toast texts; defaults to the shell's 'Verification email sent! Please check your inbox.'. */
  messages?: ResendMessages;
  onSent?: () => void;
  /** Called with the shown error text (it is also toasted). */
  onError?: (message: string) => void;
};

/**
 * Requests a new verification code. Disabled while sending and during the 60 s cooldown
 * ('Resend in {n}s'), which is shared by every button for the same address and follows the
 * server's own countdown when the server says how long to wait.
 */
export function ResendCodeButton({
  email,
  label = 'Resend code',
  icon = <RefreshCwIcon aria-hidden="true" />,
  messages = defaultResendMessages,
  onSent,
  onError,
  disabled,
  variant = 'outline',
  ...buttonProps
}: ResendCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const { remaining, start } = useResendCooldown(email);

  async function handleClick() {
    if (!email.trim()) {
      toast.error(authMessages.enterEmail);
      onError?.(authMessages.enterEmail);
      return;
    }
    setSending(true);
    try {
      await resendVerificationCode(email, messages);
      start();
      toast.success(messages.sent);
      onSent?.();
    } catch (error) {
      const message = error instanceof AuthRequestError ? error.message : messages.failed;
      if (error instanceof AuthRequestError && error.status === 429) {
        start(parseWaitSeconds(error.serverMessage));
      }
      toast.error(message);
      onError?.(message);
    } finally {
      setSending(false);
    }
  }

  const coolingDown = remaining > 0;
  return (
    <Button
      variant={variant}
      disabled={disabled || sending || coolingDown}
      onClick={() => void handleClick()}
      {...buttonProps}
    >
      {sending ? <Spinner /> : icon}
      {sending ? 'Sending...' : coolingDown ? `Resend in ${remaining}s` : label}
    </Button>
  );
}
