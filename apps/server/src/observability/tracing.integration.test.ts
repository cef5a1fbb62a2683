import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../testing/fresh-postgres.ts';
import { startOtlpReceiver, type OtlpReceiver } from '../testing/otlp-receiver.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';

/**
 * The real server process with OTEL_EXPORTER_OTLP_ENDPOINT set, exporting to a collector stand-in on 127.0.0.1.
 * A process of its own: the tracer provider is global, and is set up as the server starts.
 */
const url = process.env.TEST_DATABASE_URL;
const vehicleId = '00000000-0000-4000-8000-00000000abcd';

describe('traces sent to an OTLP/HTTP collector', () => {
  let receiver: OtlpReceiver;
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
  let requestIdOfPatch: string | null;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    database = url ? await createEmptyDatabase(url, 'drivecare_tracing') : undefined;
    server = await startServerProcess({
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-tracing-')) }),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'drivecare-under-test',
      LOG_LEVEL: 'info',
    });
    const res = await fetch(`${server.base}/api/vehicles/${vehicleId}`, {
      method: 'PATCH',
      headers: { Origin: server.base, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    requestIdOfPatch = res.headers.get('x-request-id');
    await res.body?.cancel();
    // SIGTERM flushes the spans still buffered before the process exits.
    await server.stop();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await database?.drop();
  });

  const patchSpan = () => receiver.spans.find((s) => s.attributes['http.route'] === '/api/vehicles/:id');

  it('sends a server span for the request, named by its route pattern, with its method and status', () => {
    const span = patchSpan();
    expect(span, JSON.stringify(receiver.spans.map((s) => s.name))).toBeDefined();
    expect(span).toMatchObject({
      name: 'PATCH /api/vehicles/:id',
      kind: 2,
      service: 'drivecare-under-test',
      attributes: { 'http.request.method': 'PATCH', 'http.response.status_code': 401 },
    });
    expect(span!.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("writes the request's log line with the span's trace id beside the request id", () => {
    const lines = server.output
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = lines.find((l) => l.msg === 'request' && l.path === `/api/vehicles/${vehicleId}`);
    expect(line).toMatchObject({ method: 'PATCH', status: 401, traceId: patchSpan()?.traceId, requestId: requestIdOfPatch });
  });
});
