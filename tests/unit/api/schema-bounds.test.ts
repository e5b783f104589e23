// Every number a request can carry is bounded to what both engines store (issue 13, item 7): each
// integer within int4, each number finite, in the live OpenAPI document and in the exported input
// schemas of src/api (the import command validates files with them). A new unbounded field fails.
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEMETRY_ANONYMOUS_BATCH_MAX } from '../../../src/api/admin-contract';
import { EPOCH_MS_MAX, INT4_MAX } from '../../../src/api/bounds';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { fixedClock } from '../../../server/services/clock';
import { TELEMETRY_BATCH_SIZE } from '../../../workers/telemetry-sender';
import { createTestDatabase, type TestDatabase } from '../../api/support/databases';

type Schema = Record<string, unknown>;

const INT4_MIN = -INT4_MAX - 1;

function bound(schema: Schema, inclusive: string, exclusive: string): number | undefined {
  const value = schema[inclusive] ?? schema[exclusive];
  return typeof value === 'number' ? value : undefined;
}

/**
 * Every integer or number in `schema` without a finite minimum and maximum inside what the
 * engines store, as "path: reason". `resolve` follows $ref (the OpenAPI document's components).
 */
function unboundedNumbers(
  schema: unknown,
  where: string,
  resolve: (ref: string) => unknown = () => undefined,
  seen = new Set<unknown>(),
): string[] {
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    return unboundedNumbers(resolve(node.$ref), where, resolve, seen);
  }
  const problems: string[] = [];
  const types = ([] as unknown[]).concat(node.type ?? []);
  const numeric = types.includes('integer')
    ? 'integer'
    : types.includes('number')
      ? 'number'
      : null;
  if (numeric && node.const === undefined && node.enum === undefined) {
    const min = bound(node, 'minimum', 'exclusiveMinimum');
    const max = bound(node, 'maximum', 'exclusiveMaximum');
    const [low, high] =
      numeric === 'integer' ? [INT4_MIN, INT4_MAX] : [-EPOCH_MS_MAX, EPOCH_MS_MAX];
    if (min === undefined || max === undefined) {
      problems.push(`${where}: ${numeric} without minimum and maximum`);
    } else if (min < low || max > high) {
      problems.push(`${where}: ${numeric} bounds [${min}, ${max}] beyond [${low}, ${high}]`);
    }
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'properties' || key === 'patternProperties') {
      for (const [name, property] of Object.entries(child as Schema)) {
        problems.push(...unboundedNumbers(property, `${where}.${name}`, resolve, seen));
      }
    } else if (key === 'items' || key === 'additionalProperties' || key === 'not') {
      problems.push(...unboundedNumbers(child, `${where}[]`, resolve, seen));
    } else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems') {
      (child as unknown[]).forEach((option, i) =>
        problems.push(...unboundedNumbers(option, `${where}<${i}>`, resolve, seen)),
      );
    }
  }
  return problems;
}

describe('the checker itself', () => {
  it('flags unbounded and out-of-range numbers, anywhere in a schema', () => {
    expect(unboundedNumbers({ type: 'integer', minimum: 0 }, 'x')).toEqual([
      'x: integer without minimum and maximum',
    ]);
    expect(
      unboundedNumbers({ type: 'integer', minimum: 0, maximum: INT4_MAX + 1 }, 'x'),
    ).toHaveLength(1);
    expect(
      unboundedNumbers(
        {
          type: 'object',
          properties: {
            a: { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'null' }] } },
            b: { type: 'number', const: 1 },
            c: { type: 'number', minimum: -1, maximum: 1 },
          },
        },
        'body',
      ),
    ).toEqual(['body.a[]<0>: number without minimum and maximum']);
  });
});

describe('request numbers are bounded', () => {
  let testDb: TestDatabase | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    app = await buildApp({
      config: { ...readConfig({}), staticDir: path.join(os.tmpdir(), 'parlay-no-build') },
      database: testDb.database,
      clock: fixedClock(0),
      logger: false,
    });
    await app.ready();
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('in every parameter and request body of the live OpenAPI document', async () => {
    const doc = (await app!.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Schema>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const resolve = (ref: string) => doc.components?.schemas?.[ref.split('/').at(-1) ?? ''];
    const problems: string[] = [];
    let inputs = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${route}`;
        for (const parameter of (operation.parameters ?? []) as Schema[]) {
          inputs += 1;
          problems.push(
            ...unboundedNumbers(
              parameter.schema,
              `${name} ${String(parameter.in)}.${String(parameter.name)}`,
              resolve,
            ),
          );
        }
        const content = (operation.requestBody as { content?: Record<string, Schema> } | undefined)
          ?.content;
        for (const [type, media] of Object.entries(content ?? {})) {
          inputs += 1;
          problems.push(...unboundedNumbers(media.schema, `${name} body(${type})`, resolve));
        }
      }
    }
    // the document really lists the inputs (ids, offsets, bodies), so an empty pass cannot succeed
    expect(inputs).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('in every exported input schema of src/api (bodies, queries, params, import items)', async () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../../src/api/*.ts', {
      eager: true,
    });
    const problems: string[] = [];
    const checked: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!/(Body|Query|Params|Input)$|^Import/.test(name)) continue;
        if (value === null || typeof value !== 'object') continue;
        checked.push(name);
        problems.push(...unboundedNumbers(value, `${path.basename(file)} ${name}`));
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['AdminEventBody', 'ImportResult', 'PicksQuery', 'TelemetryBody']),
    );
    expect(problems).toEqual([]);
  });

  it("keeps the client's telemetry batches within what the server takes from anyone", () => {
    expect(TELEMETRY_BATCH_SIZE).toBeLessThanOrEqual(TELEMETRY_ANONYMOUS_BATCH_MAX);
  });
});
