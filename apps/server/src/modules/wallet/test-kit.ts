/**
 * Helpers for the wallet tests (not a test file). Members are inserted directly: the ledger
 * tests need many accounts fast, not the signup flow (which the route tests use).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import type { HouseAccountKind, MemberAccountKind } from './accounts.ts';
import { runMoneyTransaction } from './money-transaction.ts';
import { postEntry, type PostedEntry } from './post-entry.ts';

/** Inserts `count` members in one statement; answers their ids in order. */
export const insertMembers = async (db: Database, count: number): Promise<bigint[]> => {
  const prefix = randomBytes(4).toString('hex');
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into members (user_name, pin_hash, birth_date)
      select 'w' || ${prefix} || g, 'x', '1990-05-17' from generate_series(1, ${count}::int) g
      returning id::text`),
  );
  return rows.map((row) => BigInt(row.id));
};

let keyCounter = 0;
export const uniqueKey = (label = 'test'): string => `${label}:${process.pid}:${Date.now()}:${++keyCounter}`;

/** Credits a member account from a house account (a DEPOSIT, or what `type` says). */
export const credit = (
  db: Database,
  memberId: bigint,
  amount: bigint,
  options: {
    kind?: MemberAccountKind;
    house?: HouseAccountKind;
    type?: Parameters<typeof postEntry>[1]['type'];
    key?: string;
  } = {},
): Promise<PostedEntry> =>
  runMoneyTransaction(db, (tx) =>
    postEntry(tx, {
      type: options.type ?? 'DEPOSIT',
      idempotencyKey: options.key ?? uniqueKey('credit'),
      lines: [
        { account: { memberId, kind: options.kind ?? 'CASH' }, amount },
        { account: { house: options.house ?? 'HOUSE_BANK_CLEARING' }, amount: -amount },
      ],
    }),
  );

/** Debits a member's cash for a bet (BET_GOV). */
export const debit = (
  db: Database,
  memberId: bigint,
  amount: bigint,
  key = uniqueKey('debit'),
): Promise<PostedEntry> =>
  runMoneyTransaction(db, (tx) =>
    postEntry(tx, {
      type: 'BET_GOV',
      idempotencyKey: key,
      lines: [
        { account: { memberId, kind: 'CASH' }, amount: -amount },
        { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount },
      ],
    }),
  );

export const balanceOf = async (
  db: Database,
  memberId: bigint,
  kind: MemberAccountKind = 'CASH',
): Promise<{ balance: bigint; held: bigint } | null> => {
  const [row] = rowsOf<{ balance: string; held: string }>(
    await db.execute(
      sql`select balance::text, held::text from ledger_accounts where member_id = ${memberId.toString()}::bigint and kind = ${kind}`,
    ),
  );
  return row ? { balance: BigInt(row.balance), held: BigInt(row.held) } : null;
};
