/**
 * Helpers for the partner games API tests (not a test file): providers, funded members, launched
 * sessions and signed wallet calls.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { bahtToSatang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { signHookBody } from '../deposits/index.ts';
import { member, type Member } from '../deposits/deposits-test-kit.ts';
import { call } from '../members/test-kit.ts';
import { credit } from '../wallet/test-kit.ts';
import { reconcile } from '../wallet/reconcile.ts';

export interface TestProvider {
  code: string;
  id: bigint;
}

/** A provider with one active game `<code>-g1`, launchable at a local URL template. */
export const provider = async (
  t: TestApp,
  options: { secretEnv?: string; launchUrl?: string | null; status?: string; launchKind?: string } = {},
): Promise<TestProvider> => {
  const code = `tp-${randomBytes(4).toString('hex')}`;
  const names = JSON.stringify({
    th: `ค่าย ${code}`,
    en: `Provider ${code}`,
    kh: `kh ${code}`,
    mm: `mm ${code}`,
  });
  const launchUrl = options.launchUrl === undefined ? 'http://127.0.0.1:9/launch' : options.launchUrl;
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`
      insert into game_providers (code, names, type, status, launch_kind, launch_url, secret_env, logo)
      values (${code}, ${names}::jsonb, 'slot', ${options.status ?? 'ACTIVE'}, ${options.launchKind ?? 'url-template'},
        ${launchUrl}, ${options.secretEnv ?? null}, ${`/games/${code}.svg`})
      returning id::text`),
  );
  if (!row) throw new Error('provider insert answered no row');
  await t.db.execute(sql`
    insert into games (provider_id, game_id, names, image, category)
    values (${row.id}::bigint, ${`${code}-g1`}, ${names}::jsonb, ${`/games/${code}-g1.svg`}, 'slot')`);
  return { code, id: BigInt(row.id) };
};

export interface Player extends Member {
  /** A game session token of `provider`, from games.launch. */
  game: string;
}

/** games.launch through HTTP; answers the launch URL's token. */
export const launch = async (t: TestApp, m: Member, p: TestProvider): Promise<string> => {
  const res = await call(t, 'POST', '/api/games.launch', {
    token: m.token,
    body: { provider: p.code, gameId: `${p.code}-g1` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const token = new URL(String(res.body.data?.url)).searchParams.get('token');
  if (!token) throw new Error('launch URL without token');
  return token;
};

/** A signed-up member with `baht` of cash and a game session of `p`. */
export const player = async (t: TestApp, p: TestProvider, baht = 100): Promise<Player> => {
  const m = await member(t);
  const cash = bahtToSatang(baht);
  if (cash === null) throw new Error(`not a baht amount: ${baht}`);
  if (cash > 0n) await credit(t.db, m.id, cash);
  return { ...m, game: await launch(t, m, p) };
};

export interface HookAnswer {
  status: number;
  body: {
    data?: { status: string; balance: number; transactionId?: string; user?: string };
    code?: string;
    message?: string;
  };
}

/** POST /api/hooks/games/<provider>/<action>, signed with `secret` (HOOK_SECRET by default); raw text sent as is. */
export const hook = async (
  t: TestApp,
  providerCode: string,
  action: string,
  body: unknown,
  options: { secret?: string; signature?: string | null } = {},
): Promise<HookAnswer> => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    options.signature === undefined
      ? signHookBody(options.secret ?? t.config.hookSecret, raw)
      : options.signature;
  if (signature !== null) headers['x-signature'] = signature;
  const response = await fetch(`${t.url}/api/hooks/games/${providerCode}/${action}`, {
    method: 'POST',
    headers,
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as HookAnswer['body'] };
};

/** Sends the same call 10 times at once; every copy must get the same answer, which is returned. */
export const tenTimes = async (send: () => Promise<HookAnswer>): Promise<HookAnswer> => {
  const answers = await Promise.all(Array.from({ length: 10 }, send));
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0] as HookAnswer;
};

let counter = 0;
export const txId = (label = 'tx'): string => `${label}-${randomUUID()}-${++counter}`;

/** The body of a call of `pl` (token, user, round, game) with `extra`. */
export const callBody = (pl: Player, p: TestProvider, extra: Record<string, unknown>) => ({
  token: pl.game,
  user: pl.uuid,
  roundId: 'round-1',
  gameId: `${p.code}-g1`,
  ...extra,
});

/** The member's available cash in satang. */
export const cashOf = async (t: TestApp, memberId: bigint): Promise<bigint> => {
  const [row] = rowsOf<{ cash: string }>(
    await t.db.execute(
      sql`select coalesce((select balance - held from ledger_accounts where member_id = ${memberId.toString()}::bigint and kind = 'CASH'), 0)::text as cash`,
    ),
  );
  return BigInt(row?.cash ?? '0');
};

/** The member's ledger entries of a type. */
export const entriesOf = async (t: TestApp, memberId: bigint, type: string): Promise<number> => {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(sql`
      select count(distinct e.id)::int as n from ledger_entries e
      join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
      where a.member_id = ${memberId.toString()}::bigint and e.type = ${type}`),
  );
  return row?.n ?? 0;
};

/** The ledger conserves: every unit sums to zero and every member balance equals its postings. */
export const expectLedgerConserved = async (t: TestApp): Promise<void> => {
  const report = await reconcile(t.db);
  expect(report.mismatches).toEqual([]);
  expect(report.ok).toBe(true);
};
