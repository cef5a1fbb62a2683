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
import { createProfileWithGarage } from './modules/profile/profile.repository.ts';
import { findAccountState } from './modules/users/users.repository.ts';

/** Header our middleware sets from the real connection (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-drivecare-client-ip';

const OTP_EXPIRES_SECONDS = 15 * 60;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

// OWASP's argon2id parameters (19 MiB, 2 iterations, 1 lane). 2 is Argon2id in @node-rs/argon2's const enum.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The password hash better-auth stores (also used by the benchmark seed to make one shared hash). */
export const hashPassword = (password: string) => argonHash(password, ARGON2_OPTIONS);

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
}

export function createAuth({ env, db, mailer, log, rateLimitScale = 1 }: AuthDeps) {
  const brand = { productName: env.PRODUCT_NAME, appUrl: env.appUrl };
  const rule = (window: number, max: number) => ({ window, max: Math.max(1, Math.round(max * rateLimitScale)) });

  return betterAuth({
    appName: env.PRODUCT_NAME,
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: [env.appUrl],
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
      // No enumeration: a sign-up for a taken e-mail answers like a new one; the owner hears about it.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.enqueue(db, existingAccountMail(brand, user.email));
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.enqueue(db, passwordResetMail(brand, user.email, url));
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
        defaultRole: 'user',
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
