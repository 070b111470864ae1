import { SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { jobs } from '@shop/core';

export interface TracingConfig {
  /** The collector's OTLP/HTTP base URL (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to /v1/traces. */
  endpoint: string;
  serviceName: string;
  /** Sent with every export (a collector's API key). */
  headers: Record<string, string>;
}

export interface Tracing {
  tracer: Tracer;
  /** Sends the spans still buffered: false when the collector could not take them. */
  flush(): Promise<boolean>;
  /** Flushes and stops: no span is taken after it. Never fails (spans are only lost). */
  close(): Promise<void>;
}

/** How long one export to the collector may take before it is given up (spans dropped). */
const EXPORT_TIMEOUT_MS = 5_000;

/**
 * OpenTelemetry tracing to a collector over OTLP/HTTP (JSON), on when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set (docs/OPERATIONS.md, "Traces"). Spans are batched and sent every 2 s; a collector that
 * is down or slow costs dropped spans, never a request's time. The provider is this process's
 * own (not registered globally), so several shops in one test process keep theirs apart.
 */
export function startTracing(config: TracingConfig): Tracing {
  const exporter = new OTLPTraceExporter({
    url: `${config.endpoint.replace(/\/+$/, '')}/v1/traces`,
    headers: config.headers,
    timeoutMillis: EXPORT_TIMEOUT_MS,
  });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(exporter, {
        scheduledDelayMillis: 2_000,
        exportTimeoutMillis: EXPORT_TIMEOUT_MS,
        maxQueueSize: 4_096,
      }),
    ],
  });
  return {
    tracer: provider.getTracer('@shop/server'),
    flush: () =>
      provider.forceFlush().then(
        () => true,
        () => false,
      ),
    close: () => provider.shutdown().catch(() => {}),
  };
}

/**
 * The queue's handlers, each run inside a span named after its job's kind (`job vat.receipt`)
 * with the job's id and attempt; a failure marks the span as an error with the exception.
 */
export function traceJobs(
  handlers: Readonly<Record<string, jobs.JobHandler>>,
  tracer: Tracer,
): Record<string, jobs.JobHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]): [string, jobs.JobHandler] => [
      kind,
      async (ctx, payload, job) => {
        const span = tracer.startSpan(`job ${kind}`, {
          kind: SpanKind.CONSUMER,
          attributes: { 'job.kind': kind, 'job.id': job.id, 'job.attempt': job.attempts },
        });
        try {
          await handler(ctx, payload, job);
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
          throw error;
        } finally {
          span.end();
        }
      },
    ]),
  );
}
