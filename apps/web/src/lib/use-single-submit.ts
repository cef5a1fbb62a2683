import { useRef, type FormEvent } from 'react';

/**
 * A form's submit handler that ignores further submits until the first one's promise settles. A button's
 * `disabled` only takes effect once React has rendered the pending state, and a double click lands both clicks
 * before that: without this, one double click sends the request twice.
 */
export function useSingleSubmit(handler: (event: FormEvent<HTMLFormElement>) => Promise<unknown>) {
  const inFlight = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      // Still stop the browser's own submission (a page load), as the handler would have.
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    void handler(event).finally(() => {
      inFlight.current = false;
    });
  };
}

/**
 * Waits for a mutation to end without rethrowing: its failure is already shown by the mutation's own onError,
 * and the form only needs to know when it may submit again.
 */
export function untilSettled(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  );
}
