/**
 * "No 500 for anything a user can type": every operation in the app's own OpenAPI document gets
 * generated requests (mostly fitting its zod schemas, sometimes not; ids that exist mixed in) from
 * a funded member, or from a Super Admin for the back office, and must answer below 500 in the
 * contract's shape. A new route is covered the moment it is registered.
 */
import { isErrorCode } from '@chokdee/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineStandIn } from '../dev/line-stand-in.ts';
import {
  refusesTrueText,
  withBooleanIds,
  withHugeHeader,
  withNul,
  ID_NAME,
  type SweepRequest,
} from '../../test/hostile-requests.ts';
import { arbitraryFor, type JsonSchema } from '../../test/openapi-arbitrary.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signedIn, StaffClient } from '../../test/admin-test-kit.ts';
import { fundedMember, makeRound } from '../modules/lotto/lotto-test-kit.ts';
import { call, startLineForTests, type CallResult } from '../modules/members/test-kit.ts';

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: { 'application/json'?: { schema: JsonSchema } } };
}
type Request = SweepRequest;

/**
 * Requests per operation (half fitting, half junk), on top of each operation's hostile variants and
 * Idempotency-Key races; the seed keeps a failure reproducible.
 */
const RUNS = 12;
const SEED = 20261124;
/** Ending our own sessions would turn every later request into a 401. */
const SKIPPED = new Set(['POST /api/users.logout', 'POST /api/admin/auth.logout']);

let t: TestApp;
let lineStandIn: LineStandIn;
let memberToken: string;
let staffClient: StaffClient;
let pool: string[];
let operations: [string, string, Operation][];

beforeAll(async () => {
  // LINE login configured against the local stand-in, so its routes run rather than answer 503.
  const line = await startLineForTests();
  lineStandIn = line.standIn;
  t = await startTestApp({ env: line.env });
  const member = await fundedMember(t, 1_000);
  const admin = await signedIn(t, 'Super Admin');
  memberToken = member.token;
  staffClient = admin.client;
  const rounds = await Promise.all(
    (['gov', 'stock', 'yeekee', 'pingpong'] as const).map((f) => makeRound(t.db, f)),
  );
  pool = [
    ...rounds,
    member.uuid,
    member.userName,
    member.phoneNumber,
    String(member.id),
    admin.id.toString(),
  ];
  const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths)
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([m, op]) => [m.toUpperCase(), path, op] as [string, string, Operation]),
    )
    .filter(([method, path]) => !SKIPPED.has(`${method} ${path}`));
});
afterAll(async () => {
  await t?.close();
  await lineStandIn?.close();
});

const bodySchemaOf = (op: Operation): JsonSchema | undefined =>
  op.requestBody?.content?.['application/json']?.schema;

/** Requests that fit the schemas all through (they reach the handlers), or carry junk. */
const requestOf = (method: string, path: string, op: Operation, junk: boolean): fc.Arbitrary<Request> => {
  {
    const options = { pool, junk };
    const params = op.parameters ?? [];
    const values = Object.fromEntries(
      params.map((p) => [`${p.in}:${p.name}`, arbitraryFor(p.schema, options)]),
    );
    const bodySchema = bodySchemaOf(op);
    return fc
      .record({
        params: fc.record(values, {
          requiredKeys: params.filter((p) => p.required || p.in === 'path').map((p) => `${p.in}:${p.name}`),
        }),
        body: bodySchema ? arbitraryFor(bodySchema, options) : fc.constant(undefined),
      })
      .map(({ params: chosen, body }) => {
        let url = path;
        const query = new URLSearchParams();
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(chosen)) {
          const [where, name] = key.split(':') as [string, string];
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          if (where === 'path') url = url.replace(`{${name}}`, encodeURIComponent(text));
          else if (where === 'header') headers[name] = encodeURIComponent(text);
          else query.set(name, text);
        }
        const search = query.toString();
        return {
          path: search ? `${url}?${search}` : url,
          body: method === 'GET' ? undefined : (body ?? {}),
          headers,
        };
      });
  }
};

/** Half the requests fit, half carry junk. */
const requestArbitrary = (method: string, path: string, op: Operation): fc.Arbitrary<Request> =>
  fc.boolean().chain((junk) => requestOf(method, path, op, junk));

const MAINTENANCE_UPDATE = '/api/admin/site.maintenance.update';

const send = async (method: string, request: Request): Promise<CallResult> => {
  if (!request.path.startsWith('/api/admin/'))
    return call(t, method, request.path, {
      body: request.body,
      token: memberToken,
      headers: request.headers,
    });
  const result = await staffClient.request(method, request.path, request.body, request.headers);
  // Maintenance on answers every member request with 503 MAINTENANCE, by design: switch it off again.
  if (request.path === MAINTENANCE_UPDATE) await staffClient.post(MAINTENANCE_UPDATE, { enabled: false });
  return result;
};

const isShaped = (result: CallResult): boolean =>
  result.status < 400 || (typeof result.body.message === 'string' && isErrorCode(result.body.code));

const describeFailure = (method: string, request: Request, result: CallResult): string =>
  `${method} ${request.path.slice(0, 200)} ${JSON.stringify(request.body)?.slice(0, 300)} -> ${result.status} ${JSON.stringify(result.body)}`;

/** What every racer under one Idempotency-Key must agree on: a replay may say 200 and `replayed`. */
const essence = (result: CallResult) => {
  if (result.status >= 300) return { status: result.status, code: result.body.code };
  const { replayed: _replayed, ...data } = result.body.data ?? {};
  return { status: 'ok', data };
};

const RACE_WIDTH = 10;
const RACES_PER_OPERATION = 3;

describe('no request a user can type gets a 500', () => {
  it('covers the routes of every module', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers every generated request below 500, in the contract shape', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const [method, path, op] of operations) {
      const requests = fc.sample(requestArbitrary(method, path, op), { numRuns: RUNS, seed: SEED });
      for (const request of requests) {
        const result = await send(method, request);
        if (result.status >= 500 || !isShaped(result))
          failures.push(describeFailure(method, request, result));
      }
    }
    expect(failures).toEqual([]);
  });

  it(
    'refuses a NUL in any text, `true` as an id and headers over 16 KB with a 4xx',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      for (const [method, path, op] of operations) {
        const [fitting] = fc.sample(requestOf(method, path, op, false), { numRuns: 1, seed: SEED });
        const queryIds = (op.parameters ?? [])
          .filter((p) => p.in === 'query' && ID_NAME.test(p.name) && refusesTrueText(p.schema))
          .map((p) => p.name);
        const variants = [
          withNul(fitting!),
          withBooleanIds(fitting!, bodySchemaOf(op), queryIds),
          withHugeHeader(fitting!),
        ];
        for (const request of variants) {
          if (!request) continue;
          const result = await send(method, request);
          if (result.status < 400 || result.status >= 500 || !isShaped(result))
            failures.push(describeFailure(method, request, result));
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('answers ten racers under one Idempotency-Key alike, below 500', { timeout: 300_000 }, async () => {
    const keyed = operations.filter(([, , op]) =>
      op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
    );
    expect(keyed.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const [method, path, op] of keyed) {
      const requests = fc.sample(requestOf(method, path, op, false), {
        numRuns: RACES_PER_OPERATION,
        seed: SEED,
      });
      for (const [i, generated] of requests.entries()) {
        const request = {
          ...generated,
          headers: { ...generated.headers, 'idempotency-key': `sweep-race-${path}-${i}` },
        };
        const results = await Promise.all(Array.from({ length: RACE_WIDTH }, () => send(method, request)));
        for (const result of results)
          if (result.status >= 500 || !isShaped(result))
            failures.push(describeFailure(method, request, result));
        const answers = new Set(results.map((result) => JSON.stringify(essence(result))));
        if (answers.size > 1) failures.push(`${method} ${path} racers disagree: ${[...answers].join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
