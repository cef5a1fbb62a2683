import type { Context, MiddlewareHandler } from 'hono';
import { authMessages } from '@drivecare/contract/auth';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AppEnv } from '../app-env.ts';
import { retryAfterSeconds, type CounterFactory } from './rate-limit.ts';

/** Failed sign-ins for one e-mail that cost nothing; each further one waits 1 s, 2 s, 4 s… */
export const FREE_SIGN_IN_FAILURES = 5;
/** …up to this, so a stranger cannot keep a member out for longer than a quarter of an hour at a time. */
export const MAX_SIGN_IN_DELAY_SECONDS = 15 * 60;
/** Failures are forgotten this long after the first one (or at once by a successful sign-in or reset). */
const FAILURE_WINDOW_SECONDS = 24 * 60 * 60;

/** How long the e-mail waits after its `failures`th failure. */
export const signInDelaySeconds = (failures: number) =>
  failures < FREE_SIGN_IN_FAILURES ? 0 : Math.min(2 ** (failures - FREE_SIGN_IN_FAILURES), MAX_SIGN_IN_DELAY_SECONDS);

export interface SignInThrottle {
  /** Wraps POST /api/auth/sign-in/email. */
  guard: MiddlewareHandler<AppEnv>;
  /** Forgets an e-mail's failures (a successful password reset). */
  clear(email: string): Promise<void>;
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** The e-mail as better-auth will read it: it takes form bodies as well as JSON, so must we. */
async function emailOf(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    let email: unknown;
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      email = (await request.clone().formData()).get('email');
    } else {
      const body: unknown = await request.clone().json();
      email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
    }
    return typeof email === 'string' && email.trim() ? email : null;
  } catch {
    return null; // better-auth answers the malformed body itself
  }
}

/**
 * Per-account throttling of sign-in, beside better-auth's per-address limit: a botnet spreading guesses over
 * many addresses still meets a delay that doubles with every failure for that e-mail. Keyed by the e-mail
 * whether or not it has an account, so the answer tells nothing about it; both 429s carry the same text.
 */
export function createSignInThrottle(counters: CounterFactory): SignInThrottle {
  // Attempts are counted before the password is checked (and given back unless they fail), so a burst of
  // parallel guesses cannot all slip through before the first failure is recorded.
  const attempts = counters('sign-in:attempts', FREE_SIGN_IN_FAILURES, FAILURE_WINDOW_SECONDS);
  // Held while the e-mail must wait (block) and by the one attempt let through after a wait (consume).
  const gate = counters('sign-in:gate', 1, 1);

  async function clear(email: string) {
    const key = keyOf(email);
    await Promise.all([attempts.delete(key), gate.delete(key)]);
  }

  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const email = c.req.method === 'POST' ? await emailOf(c.req.raw) : null;
    if (!email) return next();
    const key = keyOf(email);
    const earlier = (await attempts.penalty(key)).consumedPoints - 1;
    if (earlier >= FREE_SIGN_IN_FAILURES) {
      try {
        await gate.consume(key, 1, { customDuration: signInDelaySeconds(earlier) });
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        await attempts.reward(key);
        return tooManySignIns(c, refused.msBeforeNext);
      }
    }
    await next();
    const status = c.res.status;
    if (status === 200) return clear(email);
    if (status === 401) {
      const failures = (await attempts.get(key))?.consumedPoints ?? earlier + 1;
      if (failures >= FREE_SIGN_IN_FAILURES) await gate.block(key, signInDelaySeconds(failures));
      return;
    }
    // Not a password check (bad body, the per-address limit): it does not count, and frees the gate.
    await attempts.reward(key);
    if (earlier >= FREE_SIGN_IN_FAILURES) await gate.delete(key);
    if (status === 429) c.res = tooManySignIns(c, Number(c.res.headers.get('x-retry-after') ?? 0) * 1000);
  };

  return { guard, clear };
}

/** The same answer as the per-address limit's, so neither tells which limit, or whether the e-mail exists. */
function tooManySignIns(c: Context<AppEnv>, ms: number) {
  return c.json({ code: 'TOO_MANY_REQUESTS', message: authMessages.tooManyLogins }, 429, { 'Retry-After': retryAfterSeconds(ms) });
}
