import { describe, expect, it } from 'vitest';
import { buildSandbox } from './app.ts';

describe('the trace collector', () => {
  it('keeps the spans of an OTLP JSON export with their service and attributes', async () => {
    const { app } = buildSandbox();
    const exported = await app.inject({
      method: 'POST',
      url: '/v1/traces',
      payload: {
        resourceSpans: [
          {
            resource: { attributes: [{ key: 'service.name', value: { stringValue: 'shop' } }] },
            scopeSpans: [
              {
                spans: [
                  {
                    traceId: 'a'.repeat(32),
                    spanId: 'b'.repeat(16),
                    name: 'GET /healthz',
                    kind: 2,
                    attributes: [
                      { key: 'http.response.status_code', value: { intValue: '200' } },
                      { key: 'http.route', value: { stringValue: '/healthz' } },
                    ],
                    status: { code: 0 },
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(exported.statusCode).toBe(200);
    const { spans } = (await app.inject({ url: '/traces.json' })).json();
    expect(spans).toEqual([
      {
        service: 'shop',
        traceId: 'a'.repeat(32),
        spanId: 'b'.repeat(16),
        parentSpanId: null,
        name: 'GET /healthz',
        kind: 2,
        attributes: { 'http.response.status_code': 200, 'http.route': '/healthz' },
        status: 0,
      },
    ]);
    await app.close();
  });

  it('refuses what is not an export', async () => {
    const { app } = buildSandbox();
    const refused = await app.inject({ method: 'POST', url: '/v1/traces', payload: { spans: 1 } });
    expect(refused.statusCode).toBe(400);
    expect((await app.inject({ url: '/traces.json' })).json().spans).toEqual([]);
    await app.close();
  });
});
