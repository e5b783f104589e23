// Schema-driven fuzzing of the live API (issue 13): every operation of /api/docs/json gets valid,
// boundary and mutated bodies, queries and params, wrong content types, forged and real tokens.
// No answer may be a 5xx or take longer than 2 s. FUZZ_RUNS sets the requests per engine (default
// 3,000, a few seconds; FUZZ_RUNS=10000 for the long run), FUZZ_SEED replays a run.
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { seedDemoSlate } from '../../../server/demo/seed-slate';
import { storeAdminPassword } from '../../../server/services/admin-password';
import { issueDeviceToken } from '../../../server/services/device-tokens';
import { createUser } from '../../../server/services/users';
import { describeApi } from '../support/harness';

const TOTAL = Number(process.env.FUZZ_RUNS ?? 3_000);
const SEED = Number(process.env.FUZZ_SEED ?? 13_2026);
const SLOW_MS = 2_000;
const ADMIN_PASSWORD = 'correct-horse-battery';
const SLATE = '2026-11-22';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
}

/** JSON text that JSON.stringify cannot write (1e309, deep nesting, a poisoned key). */
class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A query or path value as text (what a URL can carry). */
function toText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  return toJson(value);
}

const deep = (n: number) => new RawJson(`${'['.repeat(n)}${']'.repeat(n)}`);

/** Values that broke, or could break, something: numbers past the engines, NUL, surrogates... */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  1e19,
  -1e19,
  Number.MAX_SAFE_INTEGER,
  new RawJson('9007199254740993'),
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1e-400'),
  new RawJson('-0'),
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00',
  '\u202e\u200b',
  'x'.repeat(201),
  'y'.repeat(5_000),
  '1e19',
  '-1e309',
  '2147483648',
  'NaN',
  'Infinity',
  '__proto__',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  {},
  [],
  [null],
  { a: { b: { c: [1, 2, { d: 'e' }] } } },
  new RawJson('{"__proto__":{"polluted":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  deep(33),
  deep(5_000),
];

/** Strings that reach further than random ones (dates, leagues, names of the seeded slate). */
const REALISTIC = [
  SLATE,
  '2026-11-23',
  '2026-02-30',
  'NBA',
  'MLB',
  'NFL',
  'Points',
  'Over',
  'Under',
  'top',
  'confidence',
  'american',
  'decimal',
  '10:30',
  '+15555550100',
  'paid@fuzz.test',
  'admin@fuzz.test',
  'nobody@fuzz.test',
  'Sharp Sally',
  '123456',
  '1',
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...REALISTIC, ...extraStrings) },
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 40) }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 40) }),
    },
    // the boundary and one past it
    { weight: 1, arbitrary: fc.constantFrom('s'.repeat(max), 's'.repeat(max + 1)) },
  );
}

/** Filled in beforeAll with keys of the seeded data (pick ids, event ids, players, experts). */
const extraStrings: string[] = [];

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const inRange = integer
    ? fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const edges = [min, max, min - 1, max + 1, min - 0.5, max + 0.5];
  return fc.oneof(
    { weight: 3, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

/** Valid-looking values of a JSON schema, mutated at every level now and then. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const valid = validFromSchema(schema ?? {}, depth);
  return fc.oneof({ weight: 7, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function validFromSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => fromSchema(option, depth + 1)));
  if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], depth + 1);
  const types = ([] as string[]).concat(schema.type ?? []);
  const type = types.find((t) => t !== 'null') ?? types[0];
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (depth > 4) return fc.constant([]);
        const item = fromSchema(schema.items, depth + 1);
        const maxItems = schema.maxItems ?? 20;
        const small = fc.array(item, {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(maxItems, 4),
        });
        // at and past the item limit, with one generated item repeated (cheap, still full size)
        const full = item.map((one) =>
          Array.from({ length: Math.min(maxItems, 600) + 1 }, () => one),
        );
        return fc.oneof({ weight: 9, arbitrary: small }, { weight: 1, arbitrary: full });
      }
      case 'object': {
        if (depth > 4) return fc.constant({});
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const record = fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([name, property]) => [
              name,
              fromSchema(property, depth + 1),
            ]),
          ),
          // required fields are sometimes missing too
          { requiredKeys: [] },
        );
        return fc
          .tuple(
            record,
            fc.boolean(),
            fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 2 })),
          )
          .map(([value, keepRequired, extra]) => {
            const out: Record<string, unknown> = { ...(extra ?? {}), ...value };
            if (keepRequired) {
              for (const name of required) {
                if (!(name in out)) out[name] = defaultFor(properties[name]);
              }
            }
            return out;
          });
      }
      default:
        return fc.oneof(hostile, fc.jsonValue({ maxDepth: 3 }));
    }
  })();
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function defaultFor(schema: JsonSchema | undefined): unknown {
  const types = ([] as string[]).concat(schema?.type ?? []);
  if (types.includes('array')) return [];
  if (types.includes('object')) return {};
  if (types.includes('integer') || types.includes('number')) return schema?.minimum ?? 1;
  return REALISTIC[0];
}

/**
 * Percent-encodes text for a URL; a lone surrogate (which encodeURIComponent refuses) is sent as
 * the three bytes it would take in WTF-8, which are not valid UTF-8: what a hostile client sends.
 */
function encodeForUrl(text: string): string {
  return text.replace(/[^]/gu, (c) => {
    // with the u flag each match is a code point, and a lone surrogate is one on its own
    if (c.length === 1 && c >= '\ud800' && c <= '\udfff') {
      const u = c.charCodeAt(0);
      return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(c);
  });
}

/** Text a URL segment or query value carries, raw encodings included. */
function urlValue(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema(schema).map((v) => encodeForUrl(toText(v))) },
    // percent-encoding that is broken, NUL, a slash, a dot-dot
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%ZZ', '%00', '%2F', '..', '%C0%AF', '%ED%A0%80'),
    },
  );
}

type Who = 'anonymous' | 'forged' | 'paid' | 'admin' | 'admin-wrong-password';

interface FuzzRequest {
  op: string;
  method: 'GET' | 'POST';
  url: string;
  who: Who;
  contentType: string | null;
  payload: string | undefined;
  idempotencyKey: string | null;
  address: string;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  null,
];

const ADDRESSES = [
  '198.51.100.61',
  '198.51.100.62',
  '203.0.113.63',
  '2001:db8:fuzz::1'.replace('fuzz', 'f0'),
  '127.0.0.1',
];

function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => urlValue(p.schema)))
    .map((values) =>
      pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] || 'x'), op.path),
    );
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          fc.oneof(
            { weight: 5, arbitrary: urlValue(p.schema).map((v) => [`${p.name}=${v}`]) },
            // a repeated key becomes an array
            {
              weight: 1,
              arbitrary: fc
                .tuple(urlValue(p.schema), urlValue(p.schema))
                .map(([a, b]) => [`${p.name}=${a}`, `${p.name}=${b}`]),
            },
          ),
          { freq: 3 },
        ),
      ),
      fc.option(fc.constantFrom('unknown=1', '=', '&&', 'a[b]=c', '__proto__[x]=1'), { freq: 6 }),
    )
    .map((parts) => parts.flat().filter((p): p is string => typeof p === 'string'))
    .map((parts) => (parts.length ? `?${parts.join('&')}` : ''));
  const body: fc.Arbitrary<string | undefined> = op.body
    ? fc.oneof(
        { weight: 12, arbitrary: fromSchema(op.body).map(toJson) },
        { weight: 1, arbitrary: hostile.map(toJson) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '',
            '{',
            '{"a":',
            'null',
            'garbage',
            '\u0000',
            '{"a":1}{"b":2}',
            '\ufeff{}',
          ),
        },
      )
    : fc.option(fc.constantFrom('{}', 'x'), { freq: 8, nil: undefined });
  return fc.record({
    op: fc.constant(`${op.method} ${op.path}`),
    method: fc.constant(op.method),
    url: fc.tuple(path, query).map(([p, q]) => `${p}${q}`),
    who: fc.constantFrom<Who>('anonymous', 'forged', 'paid', 'admin', 'admin-wrong-password'),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant(op.body ? 'application/json' : null) },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    payload: body,
    idempotencyKey: fc.option(
      fc.oneof(fc.uuid(), fc.constantFrom('', 'k', 'x'.repeat(300), 'same-key-every-time')),
      { freq: 4 },
    ),
    address: fc.constantFrom(...ADDRESSES),
  });
}

function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const requestBody = spec.requestBody as
        { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      ops.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        params: (spec.parameters ?? []) as Operation['params'],
        body: requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

describeApi('schema-driven fuzz of the live API', (ctx) => {
  const tokens = { paid: '', admin: '' };
  const userIds = { paid: 0, admin: 0 };

  /** A fresh device token for the paid member or the admin (sign-out revokes the one it names). */
  const reissue = async (kind: 'paid' | 'admin') => {
    const { app, clock } = ctx();
    tokens[kind] = await issueDeviceToken(app.database.db, clock, {
      userId: userIds[kind],
      deviceId: 'fuzz',
      uaHash: 'fuzz',
    });
  };

  beforeAll(async () => {
    const { app, clock } = ctx();
    await seedDemoSlate(app.database, clock, {
      seed: 13,
      slateDate: SLATE,
      pickDaysBack: 1,
      daysForward: 0,
      leagues: ['NBA', 'MLB', 'NFL'],
    });
    userIds.paid = await createUser(app.database.db, clock, {
      email: 'paid@fuzz.test',
      roles: ['member'],
    });
    userIds.admin = await createUser(app.database.db, clock, {
      email: 'admin@fuzz.test',
      roles: ['admin'],
    });
    await reissue('paid');
    await reissue('admin');
    await storeAdminPassword(app.database.db, clock, ADMIN_PASSWORD);
    const { db } = app.database;
    const picks = await db
      .selectFrom('picks')
      .select(['id', 'event_id', 'player_name'])
      .limit(5)
      .execute();
    const experts = await db.selectFrom('experts').select(['id', 'name']).limit(3).execute();
    extraStrings.length = 0;
    extraStrings.push(
      ...picks.flatMap((p) => [String(p.id), p.event_id, p.player_name]),
      ...experts.flatMap((e) => [String(e.id), e.name]),
    );
  }, 60_000);

  it(`answers ${TOTAL} fuzzed requests without a 5xx or an answer slower than 2 s`, async () => {
    const { app, clock, dialect } = ctx();
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(30);
    const perOp = Math.ceil(TOTAL / ops.length);
    const requests = ops.flatMap((op, i) =>
      fc.sample(requestArbitrary(op), { numRuns: perOp, seed: SEED + i }),
    );
    // interleaved, so state built by one route (accounts, picks, limits) meets the others
    const order = fc.sample(
      fc.shuffledSubarray(
        requests.map((_, i) => i),
        { minLength: requests.length },
      ),
      {
        numRuns: 1,
        seed: SEED,
      },
    )[0]!;

    const headersFor = (r: FuzzRequest): Record<string, string> => {
      const headers: Record<string, string> = {};
      if (r.contentType) headers['content-type'] = r.contentType;
      if (r.idempotencyKey !== null) headers['idempotency-key'] = r.idempotencyKey;
      if (r.who === 'forged') headers['x-device-token'] = 'forged-0123456789abcdef0123456789abcdef';
      if (r.who === 'paid') headers['x-device-token'] = tokens.paid;
      if (r.who === 'admin' || r.who === 'admin-wrong-password') {
        headers['x-device-token'] = tokens.admin;
        headers['x-admin-password'] = r.who === 'admin' ? ADMIN_PASSWORD : 'wrong-password';
      }
      return headers;
    };

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let slowest = 0;
    for (const [n, index] of order.entries()) {
      const r = requests[index]!;
      // time moves on so rate limits reopen now and then (20 minutes every 250 requests)
      if (n > 0 && n % 250 === 0) clock.advance(20 * 60_000);
      const started = performance.now();
      const res = await app.inject({
        method: r.method,
        url: r.url,
        headers: headersFor(r),
        remoteAddress: r.address,
        ...(r.payload !== undefined ? { payload: r.payload } : {}),
      });
      const ms = performance.now() - started;
      if (r.op === 'POST /api/auth/sign-out' && r.who !== 'anonymous' && r.who !== 'forged') {
        await reissue(r.who === 'paid' ? 'paid' : 'admin');
      }
      slowest = Math.max(slowest, ms);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500 || ms > SLOW_MS) {
        failures.push(
          `${res.statusCode} in ${Math.round(ms)} ms: ${r.method} ${r.url.slice(0, 200)} as ${r.who}` +
            ` (${r.contentType ?? 'no content type'}) body ${JSON.stringify((r.payload ?? '').slice(0, 300))}` +
            ` -> ${res.body.slice(0, 200)}`,
        );
      }
    }
    const histogram = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.info(
      `fuzz [${dialect}] seed ${SEED}: ${requests.length} requests over ${ops.length} operations, ` +
        `slowest ${Math.round(slowest)} ms, statuses ${JSON.stringify(histogram)}`,
    );
    expect(failures, `seed ${SEED}: ${failures.length} failures`).toEqual([]);
    // the generator reaches handlers, not only validation: a good share are answered 2xx
    const ok = [...statuses].filter(([s]) => s < 300).reduce((sum, [, c]) => sum + c, 0);
    expect(ok / requests.length).toBeGreaterThan(0.1);
  }, 600_000);
});
