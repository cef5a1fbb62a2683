import { TEST_ORIGIN } from './test-app.ts';

/** Reads an SSE response until `until` is seen or the time runs out; answers everything read. */
export async function readStream(res: Response, until: (text: string) => boolean, ms = 5_000) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const reading = (async () => {
    while (!until(seen)) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value);
    }
  })();
  await Promise.race([reading, timeout]);
  await reader.cancel().catch(() => {});
  return seen;
}

/** Opens GET /api/events as the session of `cookie` on an app (or another instance's app). */
export const openEvents = (target: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, cookie: string, signal: AbortSignal) =>
  target.request('/api/events', { headers: { Cookie: cookie, Origin: TEST_ORIGIN }, signal });
