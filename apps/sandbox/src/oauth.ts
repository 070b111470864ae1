import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { bearer, sameText } from './api-key.ts';
import { acceptForms, escapeHtml, page } from './pages.ts';

export type SandboxProviderId = 'google' | 'facebook';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

interface SandboxProvider {
  id: SandboxProviderId;
  name: string;
  consentPath: 'authorize' | 'dialog';
  clientId: string;
  clientSecret: string;
  accessTokenSeconds: number;
  demo: Person;
}

/** The only clients the sandbox knows, as a real provider knows only registered apps. */
export const SANDBOX_OAUTH_CLIENTS: Record<SandboxProviderId, SandboxProvider> = {
  google: {
    id: 'google',
    name: 'Google',
    consentPath: 'authorize',
    clientId: 'sandbox-google',
    clientSecret: 'sandbox-google-secret',
    accessTokenSeconds: 3599,
    demo: { email: 'bat.erdene@example.mn', firstName: 'Бат', lastName: 'Эрдэнэ' },
  },
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    consentPath: 'dialog',
    clientId: 'sandbox-facebook',
    clientSecret: 'sandbox-facebook-secret',
    // Facebook's long-lived user tokens last about 60 days.
    accessTokenSeconds: 5_183_944,
    demo: { email: 'saraa.dorj@example.mn', firstName: 'Сараа', lastName: 'Дорж' },
  },
};

const CODE_TTL_MS = 5 * 60_000;
// Enough for any test run; stops a runaway client from growing the sandbox without end.
const MAX_ENTRIES = 10_000;

interface Grant {
  provider: SandboxProviderId;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  person: Person;
  failExchange: boolean;
  expiresAt: number;
}

interface Access {
  provider: SandboxProviderId;
  person: Person;
  expiresAt: number;
}

/** Codes and tokens in memory: expired entries are dropped, the oldest too past MAX_ENTRIES. */
class Expiring<V extends { expiresAt: number }> {
  private entries = new Map<string, V>();

  set(key: string, value: V): void {
    const now = Date.now();
    for (const [k, v] of this.entries) if (v.expiresAt <= now) this.entries.delete(k);
    this.entries.set(key, value);
    for (const k of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(k);
    }
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    return value && value.expiresAt > Date.now() ? value : undefined;
  }

  /** Single use: whoever presents a code spends it, whether or not the rest checks out. */
  take(key: string): V | undefined {
    const value = this.get(key);
    this.entries.delete(key);
    return value;
  }
}

/**
 * The id a provider gives a person: derived from the e-mail, so signing in twice gives the same
 * id, and different per provider, as real ones are. Digits only, like Google's and Facebook's.
 */
export function sandboxSubject(provider: SandboxProviderId, person: Person): string {
  const key = person.email.trim().toLowerCase() || `${person.firstName} ${person.lastName}`;
  const digest = createHash('sha256').update(`${provider}:${key}`).digest('hex');
  const n = BigInt(`0x${digest}`);
  return provider === 'google'
    ? `1${(n % 10n ** 20n).toString().padStart(20, '0')}`
    : `10${(n % 10n ** 15n).toString().padStart(15, '0')}`;
}

const text = (max: number) => z.string().max(max);
const redirectUri = text(2000).refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === '';
}, 'an absolute http(s) URL without a fragment');
// RFC 7636: 43-128 unreserved characters, which is also what a base64url S256 challenge is.
const pkceText = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/);

const authorizeQuery = z.object({
  client_id: text(200),
  redirect_uri: redirectUri,
  response_type: z.literal('code'),
  scope: text(1000).default(''),
  state: text(2000).optional(),
  code_challenge: pkceText,
  code_challenge_method: z.literal('S256'),
});
type AuthorizeQuery = z.infer<typeof authorizeQuery>;

const consentForm = authorizeQuery.extend({
  decision: z.enum(['allow', 'deny', 'fail_exchange']),
});
const personForm = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email().max(254)])),
  first_name: z.string().trim().max(100),
  last_name: z.string().trim().max(100),
});

const tokenRequest = z.object({
  grant_type: text(100).optional(),
  code: text(500).min(1),
  redirect_uri: text(2000),
  client_id: text(200),
  client_secret: text(200),
  code_verifier: pkceText,
});

type Fault = 'invalid_request' | 'invalid_client' | 'invalid_grant';
type Redeemed = { grant: Grant } | { fault: Fault; description: string };

const randomToken = () => randomBytes(32).toString('base64url');

/**
 * Google and Facebook sign-in as the shop sees them over HTTP: a consent page, a token endpoint
 * that checks client, redirect URI and PKCE, and a profile endpoint. Register with prefix /oauth.
 */
export async function oauthSandbox(app: FastifyInstance) {
  const grants = new Expiring<Grant>();
  const tokens = new Expiring<Access>();

  // Both providers take forms.
  acceptForms(app, 64 * 1024);

  function redeem(provider: SandboxProvider, input: unknown): Redeemed {
    const parsed = tokenRequest.safeParse(input);
    if (!parsed.success) return { fault: 'invalid_request', description: 'Malformed request.' };
    const request = parsed.data;
    if (
      !sameText(request.client_id, provider.clientId) ||
      !sameText(request.client_secret, provider.clientSecret)
    )
      return { fault: 'invalid_client', description: 'Unauthorized' };
    const grant = grants.take(request.code);
    if (!grant || grant.provider !== provider.id || grant.clientId !== request.client_id)
      return { fault: 'invalid_grant', description: 'Malformed auth code.' };
    if (grant.redirectUri !== request.redirect_uri)
      return { fault: 'invalid_grant', description: 'redirect_uri does not match.' };
    const challenge = createHash('sha256').update(request.code_verifier).digest('base64url');
    if (!sameText(challenge, grant.codeChallenge))
      return { fault: 'invalid_grant', description: 'Invalid code verifier.' };
    return { grant };
  }

  function issueToken(provider: SandboxProvider, grant: Grant): string {
    const prefix = provider.id === 'google' ? 'ya29.sandbox.' : 'EAAsandbox';
    const token = `${prefix}${randomToken()}`;
    tokens.set(token, {
      provider: provider.id,
      person: grant.person,
      expiresAt: Date.now() + provider.accessTokenSeconds * 1000,
    });
    return token;
  }

  for (const provider of Object.values(SANDBOX_OAUTH_CLIENTS)) {
    const base = `/${provider.id}`;

    app.get(`${base}/${provider.consentPath}`, async (request, reply) => {
      const parsed = authorizeQuery.safeParse(request.query);
      if (!parsed.success || parsed.data.client_id !== provider.clientId)
        return refusePage(reply, provider, parsed.success ? 'invalid_client' : 'invalid_request');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderConsentPage(provider, parsed.data));
    });

    app.post(`${base}/${provider.consentPath}`, async (request, reply) => {
      const parsed = consentForm.safeParse(request.body);
      if (!parsed.success || parsed.data.client_id !== provider.clientId)
        return refusePage(reply, provider, parsed.success ? 'invalid_client' : 'invalid_request');
      const consent = parsed.data;
      const back = new URL(consent.redirect_uri);
      const answer = (params: Record<string, string | undefined>) => {
        for (const [key, value] of Object.entries(params))
          if (value !== undefined) back.searchParams.set(key, value);
        return reply.redirect(back.toString(), 302);
      };
      if (consent.decision === 'deny')
        return answer({
          error: 'access_denied',
          error_description:
            provider.id === 'google' ? 'The user denied access.' : 'Permissions error',
          ...(provider.id === 'facebook' && { error_code: '200', error_reason: 'user_denied' }),
          state: consent.state,
        });
      const person = personForm.safeParse(request.body);
      if (!person.success) return refusePage(reply, provider, 'invalid_request');
      const code = randomToken();
      grants.set(code, {
        provider: provider.id,
        clientId: consent.client_id,
        redirectUri: consent.redirect_uri,
        codeChallenge: consent.code_challenge,
        scope: consent.scope,
        person: {
          email: person.data.email,
          firstName: person.data.first_name,
          lastName: person.data.last_name,
        },
        failExchange: consent.decision === 'fail_exchange',
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      return answer({ code, state: consent.state });
    });
  }

  const google = SANDBOX_OAUTH_CLIENTS.google;
  app.post('/google/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'authorization_code')
      return reply.code(400).send({
        error: 'unsupported_grant_type',
        error_description: 'Invalid grant_type.',
      });
    const result = redeem(google, body);
    if ('fault' in result)
      return reply.code(400).send({ error: result.fault, error_description: result.description });
    const { grant } = result;
    if (grant.failExchange) return reply.code(503).send({ error: 'backend_error' });
    const now = Math.floor(Date.now() / 1000);
    return {
      access_token: issueToken(google, grant),
      token_type: 'Bearer',
      expires_in: google.accessTokenSeconds,
      scope: grant.scope,
      id_token: unsignedJwt({
        iss: 'sandbox:google',
        aud: grant.clientId,
        sub: sandboxSubject('google', grant.person),
        ...(grant.person.email && { email: grant.person.email, email_verified: true }),
        iat: now,
        exp: now + google.accessTokenSeconds,
      }),
    };
  });

  app.get('/google/userinfo', async (request, reply) => {
    const access = tokens.get(bearer(request.headers.authorization) ?? '');
    if (access?.provider !== 'google')
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    const { person } = access;
    const name = `${person.firstName} ${person.lastName}`.trim();
    // Google leaves out what it does not know rather than sending empty strings.
    return {
      sub: sandboxSubject('google', person),
      ...(person.email && { email: person.email, email_verified: true }),
      ...(person.firstName && { given_name: person.firstName }),
      ...(person.lastName && { family_name: person.lastName }),
      ...(name && { name }),
    };
  });

  const facebook = SANDBOX_OAUTH_CLIENTS.facebook;
  const graphError = (reply: FastifyReply, code: number, message: string) =>
    reply.code(400).send({
      error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
    });

  const accessToken = async (request: { query: unknown; body: unknown }, reply: FastifyReply) => {
    const params = {
      ...(request.query as object),
      ...(request.body && typeof request.body === 'object' ? request.body : {}),
    };
    const result = redeem(facebook, params);
    if ('fault' in result) {
      const code = result.fault === 'invalid_client' ? 1 : 100;
      return graphError(reply, code, `${result.fault}: ${result.description}`);
    }
    if (result.grant.failExchange)
      return reply.code(503).send({
        error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2 },
      });
    return {
      access_token: issueToken(facebook, result.grant),
      token_type: 'bearer',
      expires_in: facebook.accessTokenSeconds,
    };
  };
  app.get('/facebook/access_token', accessToken);
  app.post('/facebook/access_token', accessToken);

  const meQuery = z.object({
    fields: text(500).default('id,name'),
    access_token: text(2000).optional(),
    appsecret_proof: text(200).optional(),
  });
  const meFields = ['id', 'name', 'email', 'first_name', 'last_name'] as const;

  app.get('/facebook/me', async (request, reply) => {
    const parsed = meQuery.safeParse(request.query);
    if (!parsed.success) return graphError(reply, 100, 'Invalid parameter');
    const query = parsed.data;
    const token = query.access_token ?? bearer(request.headers.authorization) ?? '';
    const access = tokens.get(token);
    if (access?.provider !== 'facebook')
      return graphError(reply, 190, 'Invalid OAuth access token - Cannot parse access token');
    // Apps that turn on "Require App Secret" must sign each call; check it when it is sent.
    const proof = createHmac('sha256', facebook.clientSecret).update(token).digest('hex');
    if (query.appsecret_proof !== undefined && !sameText(query.appsecret_proof, proof))
      return graphError(reply, 100, 'Invalid appsecret_proof provided in the API argument');
    const fields = query.fields.split(',').map((field) => field.trim());
    const unknown = fields.find((field) => !(meFields as readonly string[]).includes(field));
    if (unknown !== undefined)
      return graphError(reply, 100, `(#100) Tried accessing nonexisting field (${unknown})`);
    const { person } = access;
    const known: Record<(typeof meFields)[number], string> = {
      id: sandboxSubject('facebook', person),
      name: `${person.firstName} ${person.lastName}`.trim(),
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
    };
    return Object.fromEntries(
      meFields.filter((field) => fields.includes(field) && known[field]).map((f) => [f, known[f]]),
    );
  });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An id_token the shop must not trust without checking a signature, and cannot: it has none. */
const unsignedJwt = (claims: object) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;

function renderConsentPage(provider: SandboxProvider, query: AuthorizeQuery): string {
  const hidden = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`,
    )
    .join('\n');
  const field = (id: string, label: string, value: string, attributes: string) =>
    `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" value="${escapeHtml(value)}" maxlength="${id === 'email' ? 254 : 100}" ${attributes}>`;
  const demo = provider.demo;
  return page(
    `Sign in with ${provider.name} (sandbox)`,
    `<p>This page stands in for ${provider.name}. The app <code>${escapeHtml(query.client_id)}</code>
asks for <code>${escapeHtml(query.scope || 'public profile')}</code> and will get you back at
<code>${escapeHtml(query.redirect_uri)}</code>.</p>
<p>Sign in as anyone: the same e-mail always gives the same ${provider.name} account.</p>
<form method="post" action="${provider.consentPath}">
${hidden}
${field('email', 'Email', demo.email, 'type="email" autocomplete="email"')}
${field('first_name', 'First name', demo.firstName, 'autocomplete="given-name"')}
${field('last_name', 'Last name', demo.lastName, 'autocomplete="family-name"')}
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
<button type="submit" name="decision" value="fail_exchange">Allow, then fail the token exchange</button>
</div>
</form>`,
  );
}

/**
 * Real providers show an error page rather than redirect when the request itself is wrong: the
 * redirect URI cannot be trusted then.
 */
function refusePage(reply: FastifyReply, provider: SandboxProvider, error: Fault) {
  const reason =
    error === 'invalid_client'
      ? `The OAuth client was not found. The sandbox knows only <code>${provider.clientId}</code>.`
      : 'The request is missing a parameter or has a malformed one (redirect_uri, response_type=code, code_challenge, code_challenge_method=S256).';
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(page(`${provider.name} sandbox: error 400 (${error})`, `<p>${reason}</p>`));
}
