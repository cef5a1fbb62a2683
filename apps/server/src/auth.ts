import { accountRefusalMessages } from '@drivecare/contract/account-refusal';
import { createHash, randomInt } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, emailOTP } from 'better-auth/plugins';
import { and, desc, eq, gt } from 'drizzle-orm';
import { authMessages, RESEND_COOLDOWN_SECONDS, signUpBodySchema } from '@drivecare/contract/auth';
import type { Mailer } from './adapters/mail/mailer.ts';
import { changeEmailConfirmationMail, existingAccountMail, passwordResetMail, verificationCodeMail } from './adapters/mail/templates.ts';
import type { Db } from './db/client.ts';
import * as schema from './db/schema/index.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { SignInThrottle } from './middleware/sign-in-throttle.ts';
import { createProfileWithGarage } from './modules/people/profile.repository.ts';
import { findAccountState } from './modules/people/users.repository.ts';

/** Header our middleware sets from the real connection (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-drivecare-client-ip';

const OTP_EXPIRES_SECONDS = 15 * 60;
const DEFAULT_ROLE = 'user';
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

// OWASP's argon2id parameters (19 MiB, 2 iterations, 1 lane). 2 is Argon2id in @node-rs/argon2's const enum.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The password hash better-auth stores (also used by the benchmark seed to make one shared hash). */
export const hashPassword = (password: string) => argonHash(password, ARGON2_OPTIONS);

// better-auth's id shape: 32 letters and digits.
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = () => Array.from({ length: 32 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
const generateCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
// Codes are case-insensitive: hash the upper-cased form on store and on verify.
const hashCode = async (otp: string) => createHash('sha256').update(otp.trim().toUpperCase()).digest('hex');

export interface AuthDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
  log: Logger;
  /** Multiplies every rate-limit maximum (browser test runs sign in many times from one IP). */
  rateLimitScale?: number;
  /** Per-account sign-in throttling; a successful password reset clears the account's failures. */
  signInThrottle?: Pick<SignInThrottle, 'clear'>;
}

export function createAuth({ env, db, mailer, log, rateLimitScale = 1, signInThrottle }: AuthDeps) {
  const brand = { productName: env.PRODUCT_NAME, appUrl: env.appUrl };
  const rule = (window: number, max: number) => ({ window, max: Math.max(1, Math.round(max * rateLimitScale)) });

  return betterAuth({
    appName: env.PRODUCT_NAME,
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    logger: { level: 'error', log: (level, message) => log[level]({ source: 'better-auth' }, message) },
    // Refusals (wrong password, bad code, rate limit) are expected answers, not server errors.
    onAPIError: {
      onError: (error) => {
        const status = error instanceof APIError ? error.statusCode : 500;
        if (status >= 500) log.error({ err: error, source: 'better-auth' }, 'auth error');
        else log.debug({ status, message: error instanceof Error ? error.message : String(error) }, 'auth refusal');
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Unverified accounts may hold a session, but every member route answers 403 until verified.
      requireEmailVerification: false,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => argonVerify(hash, password),
      },
      // No enumeration: a sign-up for a taken e-mail answers like a new one; the owner hears about it, unless it
      // is the same sign-up sent twice (a double click): an unverified account still inside the resend cooldown.
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified && (await isFreshSignUp(db, user))) return;
        await mailer.enqueue(db, existingAccountMail(brand, user.email));
      },
      // The stand-in user of a taken e-mail's answer carries the admin plugin's fields as a real new user does.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => syntheticUser(coreFields, additionalFields, id),
      sendResetPassword: async ({ user, url }) => {
        await mailer.enqueue(db, passwordResetMail(brand, user.email, url));
      },
      onPasswordReset: async ({ user }) => {
        await signInThrottle?.clear(user.email);
      },
    },
    // The verification mail itself comes from emailOTP (overrideDefaultEmailVerification): a code and a link.
    emailVerification: { sendOnSignUp: true, autoSignInAfterVerification: false },
    user: {
      changeEmail: {
        enabled: true,
        updateEmailWithoutVerification: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
          await mailer.enqueue(db, changeEmailConfirmationMail(brand, user.email, newEmail, url));
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Revocation (sign-out elsewhere, ban, password change) may lag by at most these 5 seconds.
      cookieCache: { enabled: true, maxAge: 5 },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      ...rule(60, 100),
      customRules: {
        '/sign-in/email': rule(60, 10),
        '/sign-up/email': rule(60, 5),
        '/email-otp/verify-email': rule(60, 10),
        '/email-otp/send-verification-otp': rule(60, 5),
        '/request-password-reset': rule(60, 5),
        '/reset-password': rule(60, 10),
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'drivecare',
      // better-auth turns its origin check off when it detects a test runner; tests must see production's check.
      disableOriginCheck: false,
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_EXPIRES_SECONDS,
        allowedAttempts: 5,
        disableSignUp: true,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        generateOTP: generateCode,
        storeOTP: { hash: hashCode },
        rateLimit: rule(60, 5),
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== 'email-verification') return;
          await mailer.enqueue(db, verificationCodeMail(brand, email, otp, OTP_EXPIRES_SECONDS / 60));
        },
      }),
      admin({
        defaultRole: DEFAULT_ROLE,
        adminRoles: ['admin'],
        // Asked only after the password matched: the holder of the account learns why, with reason and end.
        bannedUserMessage: (u) => accountRefusalMessages.banned(u.banReason ?? null, u.banExpires ? new Date(u.banExpires).toISOString() : null),
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
            await createProfileWithGarage(db, {
              userId: user.id,
              firstName: text(body.firstName),
              lastName: text(body.lastName),
              phoneNumber: text(body.phoneNumber),
            });
          },
        },
      },
    },
    hooks: {
      // Two sign-ups racing for one new address: the loser's insert hits the unique e-mail and would answer 422.
      // It is the same sign-up (a double click), so it gets the answer any sign-up for a taken address gets.
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        if (ctx.path !== '/sign-up/email' || !(returned instanceof APIError) || returned.body?.code !== 'FAILED_TO_CREATE_USER') return;
        const body = ctx.body as { email?: unknown; name?: unknown; image?: unknown };
        if (typeof body.email !== 'string' || typeof body.name !== 'string') return;
        const email = body.email.toLowerCase();
        if (!(await findAccountState(db, { email }))) return;
        const now = new Date();
        const core = { name: body.name, email, emailVerified: false, image: typeof body.image === 'string' ? body.image : null, createdAt: now, updatedAt: now };
        const answer = { token: null, user: syntheticUser(core, {}, ctx.context.generateId({ model: 'user' }) || randomId()) };
        // A Response (not a plain body): a body alone would keep the refused insert's 422 status.
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
      before: createAuthMiddleware(async (ctx) => {
        // Deactivated and deleted accounts answer exactly like a wrong password (no account enumeration).
        if (ctx.path === '/sign-in/email') {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string') {
            const state = await findAccountState(db, { email });
            if (state && (state.isActive === false || state.deletedAt)) {
              throw new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
            }
          }
        }
        if (ctx.path === '/sign-up/email') {
          const parsed = signUpBodySchema.safeParse(ctx.body);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: parsed.error.issues[0]?.message ?? authMessages.signUpFailed });
          }
        }
        // Codes are only for e-mail verification; passwordless sign-in and OTP password resets stay off.
        if (ctx.path === '/sign-in/email-otp' || ctx.path.startsWith('/email-otp/reset-password') || ctx.path === '/forget-password/email-otp') {
          throw new APIError('NOT_FOUND', { message: 'Not found' });
        }
        // A password change always ends the account's other sessions, whatever the client asked for.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...(ctx.body as object | undefined), revokeOtherSessions: true } } };
        }
        if (ctx.path === '/email-otp/send-verification-otp') {
          const body = (ctx.body ?? {}) as { email?: unknown; type?: unknown };
          if (body.type !== 'email-verification') throw new APIError('BAD_REQUEST', { message: 'Invalid OTP type' });
          if (typeof body.email === 'string') {
            const wait = await secondsUntilResendAllowed(db, body.email);
            if (wait > 0) {
              throw new APIError('TOO_MANY_REQUESTS', { code: 'RESEND_COOLDOWN', message: authMessages.waitBeforeResend(wait) });
            }
          }
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A new user as the sign-up answer shows one, in the same field order (the admin plugin's fields included). */
function syntheticUser(core: object, additional: Record<string, unknown>, id: string) {
  return { ...core, role: DEFAULT_ROLE, banned: false, banReason: null, banExpires: null, ...additional, id };
}

/** Created, or sent a code, within the resend cooldown: a repeat of that sign-up rather than a new attempt. */
async function isFreshSignUp(db: Db, user: { email: string; createdAt: Date }): Promise<boolean> {
  if (user.createdAt.getTime() > Date.now() - RESEND_COOLDOWN_SECONDS * 1000) return true;
  return (await secondsUntilResendAllowed(db, user.email)) > 0;
}

/** The 60-second resend cooldown, judged from the newest code issued for this e-mail. */
async function secondsUntilResendAllowed(db: Db, email: string): Promise<number> {
  const identifier = `email-verification-otp-${email.trim().toLowerCase()}`;
  const since = new Date(Date.now() - RESEND_COOLDOWN_SECONDS * 1000);
  const [latest] = await db
    .select({ createdAt: schema.verification.createdAt })
    .from(schema.verification)
    .where(and(eq(schema.verification.identifier, identifier), gt(schema.verification.createdAt, since)))
    .orderBy(desc(schema.verification.createdAt))
    .limit(1);
  if (!latest) return 0;
  return Math.max(1, Math.ceil((latest.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000));
}
