import { trace } from '@opentelemetry/api';

/** The trace id of the span in progress; undefined when tracing is off (the API alone records nothing). */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  return span?.isRecording() ? span.spanContext().traceId : undefined;
}
