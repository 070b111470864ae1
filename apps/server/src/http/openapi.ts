import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

// What the generated OpenAPI document lacks for a client generator and for Redocly's
// recommended rules (issue 13), added once here rather than by hand in ninety routes.

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The security schemes the API knows (the web's session cookie is never read by the API). */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'A shopper’s access token (`POST /api/v2/oauth/token`, `/mcs_auth/verify`).',
  },
  orderToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Spree-Order-Token',
    description: 'A guest’s order token, answered when the guest’s cart was started.',
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'An access token of a staff account (the back office); a shopper’s is refused.',
  },
} as const;

/** `getProductsBySlugOrId` for `GET /api/v2/products/{slugOrId}`: stable, unique per route. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part) => part && part !== 'api' && part !== 'v2')
    .flatMap((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      return param ? ['by', ...(param[1] ?? '').split(/[_.-]/)] : part.split(/[_.-]/);
    })
    .filter(Boolean);
  return [method, ...words]
    .map((word, i) => (i === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join('');
}

/**
 * JSON Schema's null (`type: [T, 'null']`, an `anyOf` branch `{ type: 'null' }`) as OpenAPI
 * 3.0's `nullable`: the named components come from Zod's registry in the newer dialect.
 */
function nullableAsOpenApi30(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableAsOpenApi30(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((t) => t !== 'null');
    if (types.length < schema.type.length) schema.nullable = true;
    schema.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as Json[]).filter((b) => b.type !== 'null');
    if (branches.length < schema.anyOf.length) {
      if (branches.length === 1) {
        delete schema.anyOf;
        Object.assign(schema, branches[0], { nullable: true });
      } else {
        schema.anyOf = branches;
        schema.nullable = true;
      }
    }
  }
  for (const value of Object.values(schema)) nullableAsOpenApi30(value);
}

/** Moves a `nullable` that has no `type` beside it into each of its alternatives. */
function nullableAlternatives(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableAlternatives(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(alternatives)) {
    delete schema.nullable;
    for (const alternative of alternatives) {
      if (alternative.$ref === undefined) alternative.nullable = true;
    }
  }
  for (const value of Object.values(schema)) nullableAlternatives(value);
}

/**
 * The finished document: named components for the recursive schemas (from the Zod registry),
 * servers, a license, the security schemes, an `operationId`, declared security (an empty list
 * for a public operation) and a 400 in the error shape (every route answers one for a malformed
 * address or a NUL, before any handler runs) on every operation.
 */
export function finishOpenApi(publicUrl: string | undefined) {
  return (input: Parameters<typeof jsonSchemaTransformObject>[0]) => {
    const document = jsonSchemaTransformObject(input) as Json & {
      info: Json;
      paths?: Record<string, Record<string, Operation>>;
      components?: Json & { schemas?: Json; securitySchemes?: Json };
    };
    document.servers = [{ url: publicUrl ?? '/', description: 'This shop' }];
    document.info.license = { name: 'Proprietary', url: `${publicUrl ?? ''}/pages/terms` };
    document.components = {
      ...document.components,
      schemas: { ...document.components?.schemas, ErrorBody: ERROR_BODY },
    };
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        operation.operationId ??= operationIdOf(method, path);
        operation.security ??= [];
        operation.responses ??= {};
        if (!Object.keys(operation.responses).some((status) => status.startsWith('4'))) {
          operation.responses['400'] = {
            description: 'A malformed address or a value the shop cannot hold',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
          };
        }
      }
    }
    nullableAsOpenApi30(document.components?.schemas);
    nullableAlternatives(document.paths);
    nullableAlternatives(document.components?.schemas);
    return document as unknown as ReturnType<typeof jsonSchemaTransformObject>;
  };
}

const ERROR_BODY = {
  type: 'object',
  description: 'Every failed answer (spec §8)',
  properties: {
    error: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    request_id: { type: 'string' },
  },
  required: ['error', 'request_id'],
};
