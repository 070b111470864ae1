import { z } from 'zod';

/**
 * Why an outside service did not do it: 'unavailable' (unreachable, timed out, 5xx or an answer
 * that makes no sense; try again later) or 'rejected' (it refused the request: 4xx).
 */
export type ProviderFailure = 'unavailable' | 'rejected';

/** A failed call to an outside service; each client subclasses it so callers can tell whose. */
export class ProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    message?: string,
    options?: ErrorOptions,
  ) {
    super(message ?? `${new.target.name}: ${reason}`, options);
  }
}

/** A client's error class: what `callProvider` throws, so each client keeps its own. */
export type ProviderErrorClass = new (
  reason: ProviderFailure,
  message?: string,
  options?: ErrorOptions,
) => ProviderError;

/** Where an outside service lives and the shop's API key for it (sent as a bearer token). */
export interface ProviderEndpoint {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

export interface ProviderCall<T, M> {
  /** What is asked, for error messages: "card session cs_1". */
  what: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Below the base URL, without a leading slash; ids in it must have gone through `pathId`.
   * Empty: the base URL itself (a service that takes one URL, as an SMS gateway does).
   */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** The successful answer; a success that does not fit is the service's fault. */
  answer: z.ZodType<T>;
  /** When given, a 404 answers this (e.g. null: "there is none") instead of a rejection. */
  ifNotFound?: M;
}

const TIMEOUT_MS = 10_000;
const errorCode = z.object({ error: z.string() });

/**
 * One JSON call to an outside service with the API key, no redirects followed and a timeout.
 * Answers the validated success; throws `fail` with reason 'rejected' on a 4xx and 'unavailable'
 * on no answer, any other status or a success that does not fit `answer`.
 */
export async function callProvider<T, M = never>(
  endpoint: ProviderEndpoint,
  fail: ProviderErrorClass,
  call: ProviderCall<T, M>,
): Promise<T | M> {
  const { what } = call;
  const url =
    call.path === '' ? endpoint.baseUrl : `${endpoint.baseUrl.replace(/\/+$/, '')}/${call.path}`;
  let response: Response;
  let text: string;
  try {
    // The API key travels in these requests: never follow a redirect elsewhere with it.
    response = await fetch(url, {
      method: call.method,
      headers: {
        authorization: `Bearer ${endpoint.apiKey}`,
        accept: 'application/json',
        ...(call.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? TIMEOUT_MS),
    });
    text = await response.text();
  } catch (cause) {
    throw new fail('unavailable', `${what}: no answer`, { cause });
  }
  // Undefined when not JSON: an error status speaks for itself, a success then fails its schema.
  const json = parseJson(text);
  const { status } = response;
  if (status === 404 && 'ifNotFound' in call) return call.ifNotFound as M;
  if (status >= 400 && status < 500) {
    // The service's own code, e.g. `reference_reused`, tells the caller what it refused.
    const code = errorCode.safeParse(json);
    const detail = code.success ? ` ${code.data.error.slice(0, 100)}` : '';
    throw new fail('rejected', `${what}: answered ${status}${detail}`);
  }
  if (status < 200 || status >= 300) throw new fail('unavailable', `${what}: answered ${status}`);
  const parsed = call.answer.safeParse(json);
  if (!parsed.success) throw new fail('unavailable', `${what}: unexpected answer`);
  return parsed.data;
}

/** The JSON in a text, or undefined when there is none. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const PATH_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** An id in a service's answer that the shop will later put into a URL path. */
export const pathIdSchema = z.string().regex(PATH_ID);

/**
 * An id as it may go into a URL path. Anything else could point the request at another endpoint
 * (`../refund`), so it is refused before anything is sent.
 */
export function pathId(fail: ProviderErrorClass, what: string, id: string): string {
  if (!PATH_ID.test(id)) throw new fail('rejected', `${what}: not an id`);
  return id;
}
