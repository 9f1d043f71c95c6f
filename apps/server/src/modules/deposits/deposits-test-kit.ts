/**
 * Helpers for the deposit API tests (not a test file): receiving accounts, members, signed hooks.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, signUp } from '../members/test-kit.ts';
import { signHookBody } from './hook-signature.ts';

export interface Member {
  token: string;
  uuid: string;
  id: bigint;
}

export const member = async (t: TestApp): Promise<Member> => {
  const { token, uuid } = await signUp(t);
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`select id::text from members where uuid = ${uuid}::uuid`),
  );
  return { token, uuid, id: BigInt(row!.id) };
};

const digits = (n: number): string => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

/** A receiving account; fast (bot-read) unless told otherwise. Answers its id. */
export const receivingAccount = async (
  t: TestApp,
  options: { fast?: boolean; promptpayId?: string | null; active?: boolean } = {},
): Promise<string> => {
  const fast = options.fast ?? true;
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`
      insert into deposit_banks (bank_code, account_number, name, bot_update, fast_enabled, promptpay_id, active)
      values ('SCB', ${digits(10)}, 'Chokdee Co., Ltd.', ${fast}, ${fast}, ${options.promptpayId ?? null}, ${options.active ?? true})
      returning id::text`),
  );
  return row!.id;
};

/** Only the given accounts stay active (each test file starts from its own database). */
export const onlyActive = async (t: TestApp, ...ids: string[]): Promise<void> => {
  await t.db.execute(
    sql`update deposit_banks set active = id in (${sql.join(
      ids.map((id) => sql`${id}::bigint`),
      sql`, `,
    )})`,
  );
};

export interface HookLine {
  referTransferId: string;
  amount: number;
  transferAt: string;
  fromBankCode?: string;
  fromAccountNumber?: string;
}

export const statementLine = (amount: number, extra: Partial<HookLine> = {}): HookLine => ({
  referTransferId: `REF-${randomBytes(8).toString('hex')}`,
  amount,
  transferAt: new Date().toISOString(),
  ...extra,
});

/** POST /api/hooks/bank-statement signed with the app's HOOK_SECRET (or the given signature). */
export const sendStatement = async (
  t: TestApp,
  bankId: string,
  lines: HookLine[],
  signature?: string | null,
) => {
  const raw = JSON.stringify({ bankId, lines });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature === undefined ? signHookBody(t.config.hookSecret, raw) : signature;
  if (sig !== null) headers['x-signature'] = sig;
  const response = await fetch(`${t.url}/api/hooks/bank-statement`, { method: 'POST', headers, body: raw });
  const body = (await response.json()) as {
    data?: { results: Array<{ referTransferId: string; outcome: string; depositId?: string }> };
    code?: string;
  };
  return { status: response.status, body };
};

export const cashOf = async (t: TestApp, m: Member): Promise<number> =>
  Number((await call(t, 'GET', '/api/cashs', { token: m.token })).body.data?.money);

export const fast = (t: TestApp, m: Member, amount: unknown) =>
  call(t, 'POST', '/api/deposits.fast', { token: m.token, body: { amount } });
