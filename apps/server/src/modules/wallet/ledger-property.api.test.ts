import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import type { MemberAccountKind } from './accounts.ts';
import { postHold, reserveHold, voidHold } from './holds.ts';
import { runMoneyTransaction } from './money-transaction.ts';
import { postEntry, type LedgerLine, type PostEntryInput } from './post-entry.ts';
import { reverseEntry } from './reverse-entry.ts';
import { insertMembers, uniqueKey } from './test-kit.ts';

/**
 * Random sequences of credits, debits, moves, holds, reversals and replays against a model of
 * balances; after every step the database must agree with the model, every member balance must
 * be the sum of its postings and every unit must sum to zero over all postings.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Op =
  | { op: 'credit'; who: number; kind: MemberAccountKind; amount: number }
  | { op: 'debit'; who: number; amount: number }
  | { op: 'move'; who: number; amount: number }
  | { op: 'reserve'; who: number; amount: number }
  | { op: 'settle'; hold: number; post: boolean }
  | { op: 'reverse'; entry: number }
  | { op: 'replay'; entry: number };

const who = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 1, max: 5_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('credit' as const),
    who,
    kind: fc.constantFrom<MemberAccountKind>('CASH', 'AF_CASH', 'POINTS'),
    amount,
  }),
  fc.record({ op: fc.constant('debit' as const), who, amount }),
  fc.record({ op: fc.constant('move' as const), who, amount }),
  fc.record({ op: fc.constant('reserve' as const), who, amount }),
  fc.record({ op: fc.constant('settle' as const), hold: fc.nat(9), post: fc.boolean() }),
  fc.record({ op: fc.constant('reverse' as const), entry: fc.nat(9) }),
  fc.record({ op: fc.constant('replay' as const), entry: fc.nat(9) }),
);

const HOUSE_FOR: Record<
  MemberAccountKind,
  {
    house: 'HOUSE_BANK_CLEARING' | 'HOUSE_AFFILIATE_COMMISSIONS' | 'HOUSE_LOYALTY';
    type: PostEntryInput['type'];
  }
> = {
  CASH: { house: 'HOUSE_BANK_CLEARING', type: 'DEPOSIT' },
  AF_CASH: { house: 'HOUSE_AFFILIATE_COMMISSIONS', type: 'AF_COMMISSION' },
  POINTS: { house: 'HOUSE_LOYALTY', type: 'LOYALTY_EARN' },
};

const outcome = (promise: Promise<unknown>): Promise<'ok' | 'refused'> =>
  promise.then(
    () => 'ok' as const,
    (error: { code?: string }) => {
      if (error.code === 'INSUFFICIENT_BALANCE') return 'refused' as const;
      throw error;
    },
  );

describe('ledger property', () => {
  it('keeps every invariant over random sequences (500 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        const ids = await insertMembers(t.db, 3);
        const key = (m: number, k: MemberAccountKind) => `${m}:${k}`;
        const balance = new Map<string, bigint>();
        const held = new Map<string, bigint>();
        const get = (map: Map<string, bigint>, k: string) => map.get(k) ?? 0n;
        const available = (k: string) => get(balance, k) - get(held, k);
        const entries: Array<{ id: bigint; input: PostEntryInput; effects: Array<[string, bigint]> }> = [];
        const holds: Array<{ id: bigint; account: string; amount: bigint; open: boolean; member: number }> =
          [];

        const post = async (input: PostEntryInput, effects: Array<[string, bigint]>): Promise<void> => {
          const canApply = effects.every(([k, d]) => available(k) + d >= 0n);
          const result = await outcome(
            runMoneyTransaction(t.db, async (tx) => {
              const posted = await postEntry(tx, input);
              entries.push({ id: posted.entryId, input, effects });
            }),
          );
          expect(result).toBe(canApply ? 'ok' : 'refused');
          if (canApply) for (const [k, d] of effects) balance.set(k, get(balance, k) + d);
        };
        const line = (m: number, kind: MemberAccountKind, d: bigint): LedgerLine => ({
          account: { memberId: ids[m]!, kind },
          amount: d,
        });

        for (const op of ops) {
          if (op.op === 'credit') {
            const { house, type } = HOUSE_FOR[op.kind];
            const d = BigInt(op.amount);
            await post(
              {
                type,
                idempotencyKey: uniqueKey('p'),
                lines: [line(op.who, op.kind, d), { account: { house }, amount: -d }],
              },
              [[key(op.who, op.kind), d]],
            );
          } else if (op.op === 'debit') {
            const d = BigInt(op.amount);
            await post(
              {
                type: 'BET_GOV',
                idempotencyKey: uniqueKey('p'),
                lines: [line(op.who, 'CASH', -d), { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: d }],
              },
              [[key(op.who, 'CASH'), -d]],
            );
          } else if (op.op === 'move') {
            const d = BigInt(op.amount);
            await post(
              {
                type: 'MOVE_AF_TO_MONEY',
                idempotencyKey: uniqueKey('p'),
                lines: [line(op.who, 'AF_CASH', -d), line(op.who, 'CASH', d)],
              },
              [
                [key(op.who, 'AF_CASH'), -d],
                [key(op.who, 'CASH'), d],
              ],
            );
          } else if (op.op === 'reserve') {
            const d = BigInt(op.amount);
            const k = key(op.who, 'CASH');
            let holdId = 0n;
            const result = await outcome(
              runMoneyTransaction(
                t.db,
                async (tx) =>
                  void ({ holdId } = await reserveHold(tx, {
                    account: { memberId: ids[op.who]!, kind: 'CASH' },
                    amount: d,
                    idempotencyKey: uniqueKey('h'),
                  })),
              ),
            );
            expect(result).toBe(available(k) >= d ? 'ok' : 'refused');
            if (result === 'ok') {
              held.set(k, get(held, k) + d);
              holds.push({ id: holdId, account: k, amount: d, open: true, member: op.who });
            }
          } else if (op.op === 'settle') {
            const hold = holds[op.hold % Math.max(holds.length, 1)];
            if (!hold?.open) continue;
            if (op.post) {
              await runMoneyTransaction(t.db, (tx) =>
                postHold(tx, {
                  holdId: hold.id,
                  type: 'WITHDRAW',
                  to: 'HOUSE_BANK_CLEARING',
                  idempotencyKey: uniqueKey('ph'),
                }),
              );
              balance.set(hold.account, get(balance, hold.account) - hold.amount);
            } else {
              await runMoneyTransaction(t.db, (tx) => voidHold(tx, hold.id));
            }
            held.set(hold.account, get(held, hold.account) - hold.amount);
            hold.open = false;
          } else if (op.op === 'reverse') {
            const entry = entries[op.entry % Math.max(entries.length, 1)];
            if (!entry) continue;
            const effects = entry.effects.map(([k, d]): [string, bigint] => [k, -d]);
            const canApply = effects.every(([k, d]) => available(k) + d >= 0n);
            const result = await outcome(
              runMoneyTransaction(t.db, (tx) =>
                reverseEntry(tx, { entryId: entry.id, idempotencyKey: uniqueKey('r') }),
              ),
            );
            expect(result).toBe(canApply ? 'ok' : 'refused');
            if (canApply) for (const [k, d] of effects) balance.set(k, get(balance, k) + d);
          } else {
            const entry = entries[op.entry % Math.max(entries.length, 1)];
            if (!entry) continue;
            const replayed = await runMoneyTransaction(t.db, (tx) => postEntry(tx, entry.input));
            expect(replayed).toMatchObject({ replayed: true, entryId: entry.id });
          }
          await checkInvariants(ids, (m, k) => ({
            balance: get(balance, key(m, k)),
            held: get(held, key(m, k)),
          }));
        }
      }),
      { numRuns: 500 },
    );
  }, 600_000);
});

const checkInvariants = async (
  ids: bigint[],
  model: (m: number, kind: MemberAccountKind) => { balance: bigint; held: bigint },
): Promise<void> => {
  const accounts = rowsOf<{
    member_id: string;
    kind: MemberAccountKind;
    balance: string;
    held: string;
    postings: string;
  }>(
    await t.db.execute(sql`
      select a.member_id::text, a.kind, a.balance::text, a.held::text, coalesce(sum(p.amount), 0)::text as postings
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      where a.member_id in (${sql.join(
        ids.map((id) => sql`${id.toString()}::bigint`),
        sql`, `,
      )})
      group by a.id`),
  );
  for (const row of accounts) {
    const m = ids.indexOf(BigInt(row.member_id));
    expect({ balance: BigInt(row.balance), held: BigInt(row.held) }).toEqual(model(m, row.kind));
    expect(BigInt(row.postings)).toBe(BigInt(row.balance));
    expect(BigInt(row.balance)).toBeGreaterThanOrEqual(0n);
  }
  const units = rowsOf<{ unit: string; total: string }>(
    await t.db.execute(
      sql`select a.unit, sum(p.amount)::text as total from ledger_postings p join ledger_accounts a on a.id = p.account_id group by a.unit`,
    ),
  );
  for (const unit of units) expect(unit.total).toBe('0');
};
