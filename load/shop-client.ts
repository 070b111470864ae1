/**
 * The load test's view of a running shop: plain HTTP as a shopper's app sends it, each
 * request from its own client address (the shop trusts the test's X-Forwarded-For, as it
 * would a load balancer's), and every answer recorded with its time.
 */
export interface Answer {
  kind: string;
  /** HTTP status; 0 when no answer came (connection refused or cut, or past the bound). */
  status: number;
  retryAfter: string | null;
  startedAt: number;
  ms: number;
  error?: string;
}

/** Longest a shopper's request may go unanswered; past it the request counts as a hang. */
export const ANSWER_BOUND_MS = 10_000;

let addresses = 0;
const nextAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export class ShopClient {
  readonly answers: Answer[] = [];
  private sending = true;

  constructor(
    readonly baseUrl: string,
    readonly sandboxUrl: string,
  ) {}

  /**
   * Sends nothing more, as a load balancer does once the shop's readiness says 503: a request
   * asked for afterwards is not sent (and answers status 0, unrecorded).
   */
  stopSending(): void {
    this.sending = false;
  }

  /** One request; the answer is recorded under `kind` and returned with its JSON body. */
  async send<T = unknown>(
    kind: string,
    method: string,
    path: string,
    options: {
      body?: unknown;
      bearer?: string;
      orderToken?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ status: number; body: T | null; retryAfter: string | null }> {
    if (!this.sending) return { status: 0, body: null, retryAfter: null };
    const startedAt = Date.now();
    try {
      const response = await fetch(new URL(path, this.baseUrl), {
        method,
        headers: {
          'x-forwarded-for': nextAddress(),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
          ...(options.orderToken ? { 'x-spree-order-token': options.orderToken } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(ANSWER_BOUND_MS + 5_000),
      });
      const text = await response.text();
      const retryAfter = response.headers.get('retry-after');
      this.answers.push({
        kind,
        status: response.status,
        retryAfter,
        startedAt,
        ms: Date.now() - startedAt,
      });
      let body: T | null = null;
      try {
        body = text ? (JSON.parse(text) as T) : null;
      } catch {
        body = null;
      }
      return { status: response.status, body, retryAfter };
    } catch (error) {
      this.answers.push({
        kind,
        status: 0,
        retryAfter: null,
        startedAt,
        ms: Date.now() - startedAt,
        error: String((error as Error).cause ?? error),
      });
      return { status: 0, body: null, retryAfter: null };
    }
  }

  /** The code the shop sent to `address` (its sandbox's outbox). */
  async codeFor(address: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const response = await fetch(
        `${this.sandboxUrl}/outbox.json?to=${encodeURIComponent(address)}`,
      );
      const { messages } = (await response.json()) as { messages: { body: string }[] };
      const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code for ${address}`);
  }
}
