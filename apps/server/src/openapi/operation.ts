import type { core } from 'zod';

type Schema = core.$ZodType;

/**
 * Who may call an operation; the same words as the authorisation table the security tests check
 * (security/route-table.ts), so the completeness test can compare them one to one.
 */
export type Caller = 'public' | 'signed-in' | 'member' | 'owner' | 'admin';

export const callerDescriptions: Record<Caller, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Signed in: any session, verified or not.',
  member: "Member: a verified, active account (admins included); the data is always the caller's own.",
  owner: 'Owner: a member, about a record of their own; anyone else gets 404.',
  admin: 'Admin: the admin role only.',
};

/**
 * What a success answers: a zod schema from the contract when it has one, otherwise the name of the contract's
 * TypeScript type (interfaces have no runtime form), with `array` for a list of them.
 */
export interface Success {
  status?: 200 | 201 | 204 | 302;
  description?: string;
  schema?: Schema;
  type?: string;
  array?: boolean;
  /** A non-JSON answer (a file, a stream, a redirect). */
  mediaType?: string;
}

export interface Operation {
  summary: string;
  caller: Caller;
  query?: Schema;
  /** A JSON body validated with this schema, or a multipart upload described in words. */
  body?: Schema | { multipart: string } | { raw: string };
  success: Success;
  /** Answers 429 when the caller's request budget for this action is spent. */
  limited?: boolean;
  description?: string;
}

/** Operations of one domain, keyed "METHOD /path" exactly as Hono lists them (":id", a trailing "*"). */
export interface Domain {
  tag: string;
  description: string;
  operations: Record<string, Operation>;
}

/** A contract type answered as JSON. */
export const returns = (type: string, extra: Omit<Success, 'type'> = {}): Success => ({ type, ...extra });
export const listOf = (type: string): Success => ({ type, array: true });
export const created = (type: string): Success => ({ type, status: 201 });
/** 204: the record is gone (or, with a description, whatever was recorded). */
export const noContent = (description = 'Removed.'): Success => ({ status: 204, description });
