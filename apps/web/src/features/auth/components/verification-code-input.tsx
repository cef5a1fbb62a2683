import { VERIFICATION_CODE_LENGTH } from '@drivecare/contract/auth';
import type { ClipboardEvent, ComponentProps } from 'react';

import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Keeps letters and digits only, upper-cased, at most 6 characters. */
export function normaliseCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VERIFICATION_CODE_LENGTH);
}

type VerificationCodeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * One text box for the 6-character code (easier to paste into, and to read for screen readers,
 * than six boxes). Letters are upper-cased as typed; pasted text like "abc-123" is cleaned up.
 */
export function VerificationCodeInput({
  value,
  onValueChange,
  className,
  onPaste,
  ...props
}: VerificationCodeInputProps) {
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // maxLength would cut a pasted "ABC 123" before we could clean it, so clean it ourselves.
    event.preventDefault();
    onValueChange(normaliseCode(event.clipboardData.getData('text')));
  }

  return (
    <Input
      type="text"
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      maxLength={VERIFICATION_CODE_LENGTH}
      pattern="[A-Za-z0-9]{6}"
      placeholder="••••••"
      value={value}
      onChange={(event) => onValueChange(normaliseCode(event.target.value))}
      onPaste={handlePaste}
      className={cn(
        'h-14 pl-[calc(0.75rem+0.5em)] text-center font-mono text-2xl tracking-[0.5em] uppercase md:text-2xl',
        className,
      )}
      {...props}
    />
  );
}
