import {
  can,
  formatBaht,
  satang,
  satangToBaht,
  toBangkokIso,
  type adminWalletAdjustResult,
  type AdminWalletDirection,
  type adminWalletMoveResult,
  type Satang,
  type StaffRole,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.ts';
import type { AuditActor, AuditEntry } from '../../platform/audit/index.ts';
import { appError, validationError } from '../../platform/errors.ts';
import { idempotencyMismatch } from './ledger-errors.ts';
import type { MoneyTx } from './money-transaction.ts';
import { postEntry, type PostedEntry } from './post-entry.ts';
import { runAuditedMoney } from './audited-money.ts';

export interface WalletMember {
  id: bigint;
  uuid: string;
  userName: string;
}

export const findWalletMember = async (db: Database, uuid: string): Promise<WalletMember> => {
  const [row] = rowsOf<{ id: string; uuid: string; user_name: string }>(
    await db.execute(sql`select id::text, uuid::text, user_name from members where uuid = ${uuid}::uuid`),
  );
  if (!row) throw appError('MEMBER_NOT_FOUND');
  return { id: BigInt(row.id), uuid: row.uuid, userName: row.user_name };
};

/** A member's balances in satang (points: hundredths); accounts not created yet count as 0. */
export interface SatangBalances {
  cash: Satang;
  held: Satang;
  afCash: Satang;
  points: Satang;
}

export const readBalances = async (db: Database, memberId: bigint): Promise<SatangBalances> => {
  const rows = rowsOf<{ kind: string; balance: string; held: string }>(
    await db.execute(
      sql`select kind, balance::text, held::text from ledger_accounts where member_id = ${memberId.toString()}::bigint`,
    ),
  );
  const of = (kind: string) => rows.find((row) => row.kind === kind);
  return {
    cash: satang(of('CASH')?.balance ?? '0'),
    held: satang(of('CASH')?.held ?? '0'),
    afCash: satang(of('AF_CASH')?.balance ?? '0'),
    points: satang(of('POINTS')?.balance ?? '0'),
  };
};

/** The balances an answer shows: available = cash - held. */
export const balancesView = (b: SatangBalances) => ({ ...b, available: satang(b.cash - b.held) });

/** Audit rows are JSON, so their money is baht (points with 2 decimals). */
const balancesInBaht = (b: SatangBalances) => {
  const view = balancesView(b);
  return Object.fromEntries(Object.entries(view).map(([key, amount]) => [key, satangToBaht(amount)]));
};

/** Above the configured amount only `wallet.adjust.large` (Super Admin) may adjust or move. */
export const assertWithinAdjustLimit = (role: StaffRole, amount: bigint, limit: bigint): void => {
  if (amount > limit && !can(role, 'wallet.adjust.large')) {
    throw appError('SUPER_ADMIN_REQUIRED', { limit: formatBaht(limit) });
  }
};

/** The CASH line of a posted entry (the first result again on a replay). */
const cashOf = (posted: PostedEntry, uuid: string) => {
  const line = posted.lines.find((candidate) => candidate.kind === 'CASH');
  if (!line || line.balanceAfter === null || line.availableAfter === null)
    throw new Error('admin wallet entry without a cash line');
  return {
    uuid,
    cash: satang(line.balanceAfter),
    held: satang(line.balanceAfter - line.availableAfter),
    available: satang(line.availableAfter),
    entryId: posted.entryId.toString(),
  };
};

/** Before = after minus this entry's change to the member's cash (read under the row lock postEntry took). */
const beforeAfter = async (tx: MoneyTx, memberId: bigint, cashDelta: bigint) => {
  const after = await readBalances(tx, memberId);
  return {
    before: balancesInBaht({ ...after, cash: satang(after.cash - cashDelta) }),
    after: balancesInBaht(after),
  };
};

export interface AdjustInput {
  uuid: string;
  direction: AdminWalletDirection;
  /** > 0. */
  amount: Satang;
  reason: string;
  idempotencyKey: string;
  staffId: bigint;
}

/**
 * ADMIN_INCREASE (HOUSE_REVENUE -> member CASH) or ADMIN_DECREASE (member CASH -> HOUSE_REVENUE),
 * remark = reason, staff id on the entry, audited in the same transaction. The client's
 * Idempotency-Key is namespaced by staff member.
 */
export const adjustBalance = async (
  db: Database,
  actor: AuditActor,
  input: AdjustInput,
): Promise<z.output<typeof adminWalletAdjustResult>> =>
  runAuditedMoney(db, actor, async (tx) => {
    const member = await findWalletMember(tx, input.uuid);
    const increase = input.direction === 'increase';
    const type = increase ? 'ADMIN_INCREASE' : 'ADMIN_DECREASE';
    const delta = increase ? input.amount : 0n - input.amount;
    const posted = await postEntry(tx, {
      type,
      idempotencyKey: `admin-adjust:${input.staffId.toString()}:${input.idempotencyKey}`,
      lines: [
        { account: { memberId: member.id, kind: 'CASH' }, amount: delta },
        { account: { house: 'HOUSE_REVENUE' }, amount: -delta },
      ],
      remark: input.reason,
      staffId: input.staffId,
    });
    const result = {
      ...cashOf(posted, member.uuid),
      type,
      amount: input.amount,
      createdAt: toBangkokIso(posted.createdAt),
    } as const;
    if (posted.replayed) return { result, replayed: true };
    const { before, after } = await beforeAfter(tx, member.id, delta);
    const audit: AuditEntry = {
      action: increase ? 'wallet.adjust.increase' : 'wallet.adjust.decrease',
      targetType: 'member',
      targetId: member.uuid,
      before,
      after: {
        ...after,
        type,
        amount: satangToBaht(input.amount),
        reason: input.reason,
        entryId: result.entryId,
      },
    };
    return { result, replayed: false, audits: [audit] };
  });

export interface MoveInput {
  fromUuid: string;
  toUuid: string;
  amount: Satang;
  reason: string;
  idempotencyKey: string;
  staffId: bigint;
}

/**
 * ADMIN_MOVE_DECREASE on the source (CASH -> HOUSE_TRANSFERS) and ADMIN_MOVE_INCREASE on the
 * target (HOUSE_TRANSFERS -> CASH): two entries (each statement shows its own type) in one
 * transaction, so both or neither. One audit row per member (`wallet.move.out`, `wallet.move.in`).
 */
export const moveBalance = async (
  db: Database,
  actor: AuditActor,
  input: MoveInput,
): Promise<z.output<typeof adminWalletMoveResult>> =>
  runAuditedMoney(db, actor, async (tx) => {
    const from = await findWalletMember(tx, input.fromUuid);
    const to = await findWalletMember(tx, input.toUuid);
    if (from.id === to.id) throw validationError({ toUuid: 'Cannot move money to the same member' });
    const key = `admin-move:${input.staffId.toString()}:${input.idempotencyKey}`;
    const common = { remark: input.reason, staffId: input.staffId };
    const takeOut = () =>
      postEntry(tx, {
        ...common,
        type: 'ADMIN_MOVE_DECREASE',
        idempotencyKey: `${key}:out`,
        lines: [
          { account: { memberId: from.id, kind: 'CASH' }, amount: 0n - input.amount },
          { account: { house: 'HOUSE_TRANSFERS' }, amount: input.amount },
        ],
      });
    const putIn = () =>
      postEntry(tx, {
        ...common,
        type: 'ADMIN_MOVE_INCREASE',
        idempotencyKey: `${key}:in`,
        lines: [
          { account: { memberId: to.id, kind: 'CASH' }, amount: input.amount },
          { account: { house: 'HOUSE_TRANSFERS' }, amount: 0n - input.amount },
        ],
      });
    // The lower member id first, whatever the direction: A->B and B->A at the same time take the
    // two rows in the same order and cannot deadlock. Either order is atomic (one transaction).
    let out: PostedEntry;
    let into: PostedEntry;
    if (from.id < to.id) {
      out = await takeOut();
      into = await putIn();
    } else {
      into = await putIn();
      out = await takeOut();
    }
    if (out.replayed !== into.replayed) throw idempotencyMismatch();
    const result = {
      amount: input.amount,
      from: cashOf(out, from.uuid),
      to: cashOf(into, to.uuid),
      createdAt: toBangkokIso(out.createdAt),
    };
    if (out.replayed) return { result, replayed: true };
    const source = await beforeAfter(tx, from.id, 0n - input.amount);
    const target = await beforeAfter(tx, to.id, input.amount);
    const amount = satangToBaht(input.amount);
    const entryIds = { outEntryId: result.from.entryId, inEntryId: result.to.entryId };
    return {
      result,
      replayed: false,
      audits: [
        {
          action: 'wallet.move.out',
          targetType: 'member',
          targetId: from.uuid,
          before: source.before,
          after: { ...source.after, amount, reason: input.reason, toUuid: to.uuid, ...entryIds },
        },
        {
          action: 'wallet.move.in',
          targetType: 'member',
          targetId: to.uuid,
          before: target.before,
          after: { ...target.after, amount, reason: input.reason, fromUuid: from.uuid, ...entryIds },
        },
      ],
    };
  });
