import { supportReplySchema } from '@drivecare/contract/support';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

/** A message box under a thread: `label` names the box, `submitLabel` the button; the text clears once sent. */
export function ReplyBox({
  label,
  submitLabel,
  pending,
  onSend,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSend: (message: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = useSingleSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = supportReplySchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await untilSettled(onSend(parsed.data.message).then(() => setText('')));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormField label={label} error={error}>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} maxLength={5000} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
