import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/load-auth-client';
import { useSingleSubmit } from '@/lib/use-single-submit';

/** For a typo in the sign-up address: ask for the confirmation to go to another e-mail. */
export function ChangeEmailForm({ currentEmail, onChanged }: { currentEmail: string; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = useSingleSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = newEmail.trim();
    if (!value) return setError('Please enter your email address');
    if (value.toLowerCase() === currentEmail.toLowerCase()) {
      return setError('Please enter a different email address');
    }
    setError(undefined);
    setSaving(true);
    try {
      const { error: apiError } = await (await loadAuthClient()).changeEmail({
        newEmail: value,
        callbackURL: paths.auth.signIn,
      });
      if (apiError) {
        setError(apiError.message || 'Failed to update email address');
        return;
      }
      toast.success('Email update request sent! Please check both your old and new email for confirmation.');
      setOpen(false);
      setNewEmail('');
      onChanged();
    } catch {
      setError('Failed to update email address');
    } finally {
      setSaving(false);
    }
  });

  if (!open) {
    return (
      <p className="text-center text-sm text-muted-foreground">
        Wrong address?{' '}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm"
        >
          Change email address
        </button>
      </p>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField label="New email address" error={error}>
        <Input
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          autoFocus
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating...' : 'Update email'}
        </Button>
      </div>
    </form>
  );
}
