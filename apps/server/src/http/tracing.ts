import {
  defaultTextMapGetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const propagator = new W3CTraceContextPropagator();

/**
 * A server span for every request, named by its route's pattern (`GET /api/v2/products/:id`):
 * its method, path, route and status, an error status for a 5xx, the exception when one was
 * thrown. A `traceparent` header (a balancer's or an app's trace) makes it part of that trace.
 * Installed on the root instance so its hooks see every request; without a tracer, nothing.
 */
export function installTracing(app: FastifyInstance, tracer: Tracer | undefined): void {
  if (!tracer) return;
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0] ?? '/',
          ...(route && { 'http.route': route }),
        },
      },
      parent,
    );
    spans.set(request, span);
  });
  app.addHook('onError', async (request, _reply, error) => {
    spans.get(request)?.recordException(error);
  });
  const end = (request: FastifyRequest, status: number | null) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    if (status !== null) span.setAttribute('http.response.status_code', status);
    if (status === null || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
  // The client went away before the answer: the span ends without a status code.
  app.addHook('onRequestAbort', async (request) => end(request, null));
}
