import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError, badRequest } from '../lib/app-error.ts';

// A JSON escape \u0000 preceded by an even number of backslashes (an odd count would escape the backslash).
const JSON_NUL = /(^|[^\\])(\\\\)*\\u0000/;
// application/json and every +json type (application/vnd.api+json…), in any letter case.
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*(?:;|$)/i;

const NUL_MESSAGE = 'Input may not contain NUL characters';
const UTF8_MESSAGE = 'Input must be valid UTF-8 text';
const REPLACEMENT_CHAR_UTF8 = Buffer.from([0xef, 0xbf, 0xbd]);

/** Throws on bytes that are not UTF-8 (a lenient decode would store U+FFFD in their place, or fail in the database). */
function decodeUtf8(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(UTF8_MESSAGE);
  }
}

/** Percent-decoding of a URL or a form body: %00 is refused, and so are escapes that do not spell UTF-8. */
function checkPercentEncoded(text: string) {
  if (/%00/i.test(text) || text.includes('\0')) throw badRequest(NUL_MESSAGE);
  try {
    decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw badRequest(UTF8_MESSAGE);
  }
}

/**
 * PostgreSQL text cannot hold a NUL character or malformed UTF-8: refused here with a 400 for every route
 * (better-auth's included) rather than failing in the database as a 500. Looks at the URL (path and query), JSON
 * bodies, form bodies and the text fields of multipart bodies. A body of any other type is refused (415): no
 * route reads one, and it must not reach a parser that would take it for JSON unchecked.
 */
export const rejectNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  checkPercentEncoded(url.pathname + url.search);
  // GET and HEAD carry no body (a Request cannot be rebuilt with one), whatever their Content-Type says.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const type = c.req.header('content-type')?.trim() ?? '';
  const bytes = await c.req.arrayBuffer();
  // Later handlers (a route's own body limit, better-auth) read the raw stream again: give them a fresh one,
  // an empty body included.
  c.req.raw = new Request(c.req.raw, { body: bytes });
  if (bytes.byteLength === 0) return next();
  if (JSON_TYPE.test(type)) {
    const text = decodeUtf8(bytes);
    if (text.includes('\0') || JSON_NUL.test(text)) throw badRequest(NUL_MESSAGE);
  } else if (FORM_TYPE.test(type)) {
    checkPercentEncoded(decodeUtf8(bytes));
  } else if (MULTIPART_TYPE.test(type)) {
    await checkFormFields(c.req.raw, bytes);
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON');
  }
  await next();
};

/** The text fields of a multipart body; one that cannot be read is left to its route, which answers 400. */
async function checkFormFields(raw: Request, bytes: ArrayBuffer) {
  let form: FormData;
  try {
    form = await new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes }).formData();
  } catch {
    return;
  }
  // The form parser puts U+FFFD where bytes were not UTF-8; one the client really sent is in the raw bytes too.
  const sentReplacementChar = Buffer.from(bytes).includes(REPLACEMENT_CHAR_UTF8);
  for (const [name, value] of form.entries()) {
    const text = typeof value === 'string' ? name + value : name;
    if (text.includes('\0')) throw badRequest(NUL_MESSAGE);
    if (!sentReplacementChar && text.includes('\uFFFD')) throw badRequest(UTF8_MESSAGE);
  }
}
