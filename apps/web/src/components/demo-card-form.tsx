import {
  DEMO_DECLINED_CARD,
  DEMO_SUCCESS_CARD,
  demoCardSchema,
  type DemoCard,
  type DemoCardInput,
  type RedirectUrl,
} from '@drivecare/contract/membership';
import type { UseMutationResult } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCardIcon, LockIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useGoToUrl } from '@/lib/use-go-to-url';

const groupDigits = (v: string) => v.replace(/(.{4})/g, '$1 ').trim();

/**
 * The demo checkout's test-card form (the membership's and an invoice's): 'Pay' charges the demo card through
 * `pay`, 'Cancel' returns to the club unchanged.
 */
export function DemoCardForm({
  session,
  pay,
}: {
  session: { email: string; cancelUrl: string };
  pay: UseMutationResult<RedirectUrl, Error, DemoCardInput>;
}) {
  const goToUrl = useGoToUrl();
  const form = useForm<DemoCardInput, unknown, DemoCard>({
    resolver: zodResolver(demoCardSchema),
    defaultValues: { cardholderName: '', cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  const busy = pay.isPending || pay.isSuccess;

  const onSubmit = (card: DemoCard) =>
    untilSettled(pay.mutateAsync(card, {
      onSuccess: ({ url }) => goToUrl(url),
      onError: (error) => {
        setServerFieldErrors(form.setError, error, Object.keys(card));
        toast.error(errorMessage(error));
      },
    }));

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <h1 className="text-xl font-semibold text-foreground">Pay with card</h1>
      <FormField label="Email">
        <Input type="email" readOnly value={session.email} className="bg-slate-50" />
      </FormField>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">Card information</legend>
        <FormField label="Card number" error={errors.cardNumber?.message}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            {...form.register('cardNumber')}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Expiration (MM / YY)" error={errors.expiry?.message}>
            <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" maxLength={7} {...form.register('expiry')} />
          </FormField>
          <FormField label="CVC" error={errors.cvc?.message}>
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="CVC" maxLength={4} {...form.register('cvc')} />
          </FormField>
        </div>
      </fieldset>
      <FormField label="Cardholder name" error={errors.cardholderName?.message}>
        <Input autoComplete="cc-name" placeholder="Full name on card" {...form.register('cardholderName')} />
      </FormField>

      <div className="space-y-3 pt-1">
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <Spinner /> : <LockIcon aria-hidden="true" />}
          {busy ? 'Processing...' : 'Pay'}
        </Button>
        <Button type="button" variant="ghost" className="w-full" disabled={busy} onClick={() => goToUrl(session.cancelUrl)}>
          Cancel
        </Button>
      </div>

      <div className="flex gap-3 rounded-lg border border-dashed bg-slate-50 p-3 text-xs text-muted-foreground">
        <CreditCardIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          Test cards: <span className="font-mono whitespace-nowrap text-foreground">{groupDigits(DEMO_SUCCESS_CARD)}</span> succeeds,{' '}
          <span className="font-mono whitespace-nowrap text-foreground">{groupDigits(DEMO_DECLINED_CARD)}</span> is declined. Use any future
          expiry date and any 3-digit CVC.
        </p>
      </div>
    </form>
  );
}
