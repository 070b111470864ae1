import fc from 'fast-check';

// Values that pass an OpenAPI (JSON Schema) description, for the fuzz test's second pass: input
// the API's validation lets through reaches the services and the database, where the 5xx that
// wrong types never reach hide (an id past PostgreSQL's `integer`, a day before year 1).

/** The part of JSON Schema the API's document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

const SAFE = Number.MAX_SAFE_INTEGER;
/** Integers where code breaks: zero, small ids of the seeded rows, and the edges of int4. */
const EDGE_INTEGERS = [0, 1, 2, 3, 7, 20, 99, 100, 2 ** 31 - 1, 2 ** 31, -1, SAFE];
/** Words the shop knows (a seeded slug, a coupon, a locale) beside made-up ones. */
const SHOP_WORDS = ['sarnai', 'flowers', 'TSETSEG10', 'Бэлэг', '0', '1', 'mn', 'delivery'];
/** For patterned strings: the first of these the pattern takes is the likeliest to mean something. */
const PATTERNED = [
  '99112233',
  '+97699112233',
  'R123456789',
  '123456',
  '1234567',
  'TSETSEG10',
  'sarnai',
  'flowers',
  'a-b',
  '#ff0000',
  '12:00',
  'MN',
];
const MAX_DEPTH = 6;

const within = (min: number, max: number) => (n: number) => n >= min && n <= max;

function integer(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -SAFE, -SAFE);
  const max = Math.min(schema.maximum ?? SAFE, SAFE);
  const edges = EDGE_INTEGERS.filter(within(min, max));
  const small = { min: Math.max(min, -5), max: Math.min(max, 40) };
  return fc.oneof(
    { arbitrary: fc.constantFrom(min, max, ...edges), weight: 3 },
    { arbitrary: small.min <= small.max ? fc.integer(small) : fc.constant(min), weight: 2 },
    fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
  );
}

function string(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 300;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const day = fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString());
  switch (schema.format) {
    case 'date-time':
      return day;
    case 'date':
      return fc.oneof(
        day.map((d) => d.slice(0, 10)),
        fc.constantFrom('2026-02-30', '0001-01-01', '9999-12-31'),
      );
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.constantFrom('https://example.mn/x', 'http://127.0.0.1:1/');
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const known = PATTERNED.filter((s) => pattern.test(s) && fits(s));
    let made: fc.Arbitrary<string> | null = null;
    try {
      made = fc.stringMatching(pattern).filter(fits);
    } catch {
      // fast-check does not build strings for lookaheads: the known ones serve.
    }
    if (made && known.length) return fc.oneof(fc.constantFrom(...known), made);
    return made ?? fc.constantFrom(...(known.length ? known : ['x'.repeat(minLength)]));
  }
  const words = [...SHOP_WORDS, 'x'.repeat(Math.min(maxLength, 200))].filter(fits);
  return fc.oneof(
    words.length ? fc.constantFrom(...words) : fc.constant('x'.repeat(minLength)),
    fc.string({ minLength, maxLength: Math.min(maxLength, 40) }),
    // A grapheme can be several UTF-16 units, which is what the API's limits count.
    fc
      .string({
        unit: 'grapheme',
        minLength,
        maxLength: Math.max(minLength, Math.min(maxLength, 20)),
      })
      .filter(fits),
  );
}

function object(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, valid(value, depth + 1)]),
    ),
    { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
  );
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return known;
  return fc
    .tuple(
      known,
      fc.dictionary(fc.constantFrom('color', 'size', 'message'), valid(extra, depth + 1), {
        maxKeys: 2,
      }),
    )
    .map(([named, more]) => ({ ...more, ...named }));
}

/** Values `schema` describes as valid, leaning on the edges where code breaks. */
export function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valid(choice, depth + 1)));
  if (schema.allOf) return valid(Object.assign({}, ...schema.allOf), depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null');
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'integer':
        return integer(schema);
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1e12,
          max: schema.maximum ?? 1e12,
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'string':
        return string(schema);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
        return fc.array(valid(schema.items, depth + 1), { minLength, maxLength });
      }
      case 'object':
        return object(schema, depth);
      default:
        return fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 5 }));
    }
  })();
  return schema.nullable || types.includes('null') ? fc.option(value, { nil: null }) : value;
}
