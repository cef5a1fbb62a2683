import type { Env } from '../env.ts';

export interface Tracing {
  /** Sends the spans still buffered; called on shutdown. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces to OTEL_EXPORTER_OTLP_ENDPOINT (OTLP/HTTP, JSON encoding). The SDK is imported only when
 * that is set: without it no SDK code loads and the API's no-op tracer costs nothing. Spans come from
 * trace-requests.ts (one server span per request, named by its route) and from better-auth's own spans.
 */
export async function startTracing(env: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>): Promise<Tracing | undefined> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  return { shutdown: () => provider.shutdown() };
}
