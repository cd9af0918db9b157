import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { TEST_CONFIG_ENV } from './test/config.ts';
import { createSessionToken, userIdByEmail } from './test/factories.ts';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Text PostgreSQL cannot store or that is not text at all. */
const HOSTILE_TEXT = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF\u0000'];
/** Whole numbers outside int4 (the type of every id and count column). */
const HOSTILE_INT = [99_999_999_999, -99_999_999_999, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER];

const hostileText = fc.constantFrom(...HOSTILE_TEXT);
const hostileInt = fc.constantFrom(...HOSTILE_INT);

function typesOf(s: Schema): string[] {
  if (s.type) return [s.type].flat();
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return ['string'];
}

/**
 * Values of a schema's shape: in 'mixed' each scalar is plausible (a record that does not exist) or
 * hostile; 'text' makes every string hostile, 'int' every number.
 */
type Mode = 'mixed' | 'text' | 'int';
function arbitraryFor(s: Schema, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => arbitraryFor(a, mode, depth)));
  if (s.allOf?.length) return arbitraryFor(s.allOf[0] as Schema, mode, depth);
  if (s.const !== undefined) return fc.oneof(fc.constant(s.const), hostileText);
  if (s.enum?.length) return fc.oneof(fc.constantFrom(...s.enum), hostileText);
  const arbs = typesOf(s).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'integer':
      case 'number':
        if (mode === 'int') return hostileInt;
        return fc.oneof(fc.constant(2_147_483_647), fc.constant(1), hostileInt);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(arbitraryFor(s.items ?? {}, mode, depth + 1), {
              minLength: mode === 'mixed' ? 0 : 1,
              maxLength: 2,
            });
      case 'object': {
        if (depth > 3) return fc.constant({});
        const props = Object.fromEntries(
          Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitraryFor(v, mode, depth + 1)] as const),
        );
        return fc.oneof(
          { arbitrary: fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) }), weight: 4 },
          { arbitrary: hostileText.map((k) => ({ [k]: 'x' })), weight: 1 },
        );
      }
      default:
        if (mode === 'text') return hostileText;
        return fc.oneof(
          fc.constant(
            s.format === 'email'
              ? 'nobody@ankur.test'
              : s.format === 'date'
                ? '2026-01-31'
                : s.format === 'date-time'
                  ? '2026-01-31T10:00:00.000Z'
                  : 'x',
          ),
          hostileText,
          hostileInt.map(String),
        );
    }
  });
  return arbs.length === 1 ? (arbs[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbs);
}

/** Percent-encodes like encodeURIComponent, but writes an unpaired surrogate as its raw (WTF-8) bytes. */
function encode(value: unknown): string {
  return [...String(value)]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(ch);
    })
    .join('');
}

interface Call {
  method: string;
  path: string;
  request: fc.Arbitrary<{ url: string; payload?: unknown }>;
}

function callsOf(doc: { paths: Record<string, Record<string, Operation>> }): Call[] {
  const calls: Call[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path');
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const request = fc
        .constantFrom<Mode>('mixed', 'text', 'int')
        .chain((mode) =>
          fc.record({
            params: fc.tuple(...params.map((p) => arbitraryFor(p.schema ?? {}, mode))),
            query: fc.tuple(
              ...query.map((p) =>
                mode === 'mixed'
                  ? fc.option(arbitraryFor(p.schema ?? {}, mode), { nil: undefined })
                  : arbitraryFor(p.schema ?? {}, mode),
              ),
            ),
            payload: body ? arbitraryFor(body, mode) : fc.constant(undefined),
          }),
        )
        .map(({ params: pv, query: qv, payload }) => {
          let url = path;
          params.forEach((p, i) => {
            url = url.replace(`{${p.name}}`, encode(pv[i]));
          });
          const qs = query
            .flatMap((p, i) =>
              qv[i] === undefined
                ? []
                : [`${encode(p.name)}=${encode(typeof qv[i] === 'string' ? qv[i] : JSON.stringify(qv[i]))}`],
            )
            .join('&');
          return { url: qs ? `${url}?${qs}` : url, payload };
        });
      calls.push({ method: method.toUpperCase(), path, request });
    }
  }
  return calls;
}

describe('every route under NUL bytes, unpaired surrogates and out-of-range integers (property-based)', () => {
  let t: TestApp;
  let calls: Call[];
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    calls = callsOf(doc);
    adminId = await userIdByEmail(t.database.db, TEST_CONFIG_ENV.ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('the OpenAPI document lists the routes', () => {
    expect(calls.length).toBeGreaterThan(100);
  });

  it.each(['anonymous', 'administrator'] as const)(
    'as %s: no route answers 5xx',
    async (actor) => {
      const failures: string[] = [];
      for (const call of calls) {
        // a fresh session per route: a route may sign out or replace the session it is called with
        const headers =
          actor === 'administrator'
            ? { authorization: `Bearer ${await createSessionToken(t.database.db, adminId)}` }
            : undefined;
        await fc
          .assert(
            fc.asyncProperty(call.request, async ({ url, payload }) => {
              const res = await t.app.inject({
                method: call.method as 'GET',
                url,
                headers,
                ...(payload === undefined ? {} : { payload: payload as object }),
              });
              if (res.statusCode >= 500)
                failures.push(`${call.method} ${url} ${JSON.stringify(payload)} → ${res.statusCode}`);
              expect(res.statusCode).toBeLessThan(500);
            }),
            { numRuns: 20, seed: 18, endOnFailure: true },
          )
          .catch(() => {});
      }
      expect(failures).toEqual([]);
    },
    240_000,
  );
});
