import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The most spans kept: the oldest are dropped past it. */
const MAX_SPANS = 2000;

const anyValue = z
  .object({
    stringValue: z.string().optional(),
    intValue: z.union([z.string(), z.number()]).optional(),
    doubleValue: z.number().optional(),
    boolValue: z.boolean().optional(),
  })
  .passthrough();
const attributes = z.array(z.object({ key: z.string(), value: anyValue })).default([]);
const exportRequest = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({ attributes }).partial().default({}),
      scopeSpans: z.array(
        z.object({
          spans: z
            .array(
              z
                .object({
                  traceId: z.string(),
                  spanId: z.string(),
                  parentSpanId: z.string().optional(),
                  name: z.string(),
                  kind: z.number().optional(),
                  attributes,
                  status: z.object({ code: z.number().optional() }).partial().optional(),
                })
                .passthrough(),
            )
            .default([]),
        }),
      ),
    }),
  ),
});

export interface ReceivedSpan {
  service: string | null;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number | null;
  /** The span's attributes, each by its value (numbers as numbers). */
  attributes: Record<string, string | number | boolean | null>;
  /** OTLP's status: 0 unset, 1 ok, 2 error. */
  status: number;
}

const plain = (value: z.infer<typeof anyValue>) =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value.doubleValue ??
  value.boolValue ??
  null;

const byKey = (list: z.infer<typeof attributes>) =>
  Object.fromEntries(list.map((a) => [a.key, plain(a.value)]));

/**
 * An OpenTelemetry collector's front door as the shop's exporter sees it: OTLP over HTTP with
 * JSON, `POST /v1/traces`. It keeps the spans it receives (newest last) for tests and for
 * looking at, at `GET /traces.json`. Register without a prefix.
 */
export async function traceCollector(app: FastifyInstance) {
  let spans: ReceivedSpan[] = [];
  app.post('/v1/traces', async (request, reply) => {
    const parsed = exportRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'not an OTLP JSON export' });
    for (const group of parsed.data.resourceSpans) {
      const service = byKey(group.resource.attributes ?? [])['service.name'];
      for (const scope of group.scopeSpans) {
        for (const span of scope.spans) {
          spans.push({
            service: typeof service === 'string' ? service : null,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || null,
            name: span.name,
            kind: span.kind ?? null,
            attributes: byKey(span.attributes),
            status: span.status?.code ?? 0,
          });
        }
      }
    }
    if (spans.length > MAX_SPANS) spans = spans.slice(-MAX_SPANS);
    return { partialSuccess: {} };
  });
  app.get('/traces.json', async () => ({ spans }));
}
