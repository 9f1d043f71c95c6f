import type { CodedRemark } from '@chokdee/domain';
import { pgErrorOf } from '../../db/pg-error.ts';
import { runPrepared, type Statement } from '../../db/prepared-statements.ts';
import {
  accountLabel,
  isMemberRef,
  kindOf,
  UNIT_OF,
  type AccountKind,
  type AccountRef,
  type Unit,
} from './accounts.ts';
import { isEntryType, shapeViolation, type EntryType } from './entry-shapes.ts';
import { LedgerMisuse, LedgerRefusal } from './ledger-errors.ts';
import { assertMoneyTx, noteRefusal, touchCash, type MoneyTx } from './money-transaction.ts';
import {
  entryStatement,
  type AppliedLine,
  type EntryRow,
  type HouseLine,
  type MemberLine,
} from './post-entry-sql.ts';
import { replayEntry } from './replay-entry.ts';
import { requestHash } from '../../platform/idempotency/index.ts';

export interface LedgerLine {
  account: AccountRef;
  /** Signed, in the account's unit (satang or hundredths of a point); never 0. */
  amount: bigint;
}

export interface PostEntryInput {
  type: EntryType;
  lines: LedgerLine[];
  /** Unique across the whole ledger: namespace it (e.g. `poy:<id>`, `af-move:<member>:<header>`). */
  idempotencyKey: string;
  ref?: { type: string; id: string } | undefined;
  /** Staff's free text as typed, or a server-written remark as a code with parameters. */
  remark?: string | CodedRemark | undefined;
  staffId?: bigint | undefined;
}

export interface PostedLine {
  accountId: bigint;
  memberId: bigint | null;
  kind: AccountKind;
  amount: bigint;
  /** Member accounts: the balance right after this entry. House accounts: null. */
  balanceAfter: bigint | null;
  /** balanceAfter - held: what the member can spend. */
  availableAfter: bigint | null;
}

export interface PostedEntry {
  entryId: bigint;
  createdAt: Date;
  /** True when the key had been used with the same content: the first result, nothing moved. */
  replayed: boolean;
  lines: PostedLine[];
}

// SQLSTATE of ledger_assert_moved (migration 0018).
const NOT_MOVED = 'CD003';

interface StatementRow {
  entry_id: string | null;
  created_ms: string | null;
  account_id: string | null;
  balance: string | null;
  held: string | null;
  member_uuid: string | null;
}

const storedRemark = (
  remark: PostEntryInput['remark'],
): Pick<EntryRow, 'remark' | 'remarkCode' | 'remarkParams'> =>
  typeof remark === 'object'
    ? { remark: null, remarkCode: remark.code, remarkParams: JSON.stringify(remark.params ?? {}) }
    : { remark: remark ?? null, remarkCode: null, remarkParams: null };

const validate = (input: PostEntryInput): void => {
  if (!isEntryType(input.type)) throw new LedgerMisuse(`unknown entry type ${String(input.type)}`);
  if (input.idempotencyKey.length < 1 || input.idempotencyKey.length > 200)
    throw new LedgerMisuse('idempotencyKey must be 1-200 characters');
  if (input.lines.length < 2) throw new LedgerMisuse('an entry needs at least two lines');
  const sums = new Map<Unit, bigint>();
  const seen = new Set<string>();
  for (const line of input.lines) {
    if (typeof line.amount !== 'bigint' || line.amount === 0n)
      throw new LedgerMisuse('line amounts are non-zero bigints');
    const label = accountLabel(line.account);
    if (seen.has(label)) throw new LedgerMisuse(`account ${label} appears twice in one entry`);
    seen.add(label);
    const unit = UNIT_OF[kindOf(line.account)];
    sums.set(unit, (sums.get(unit) ?? 0n) + line.amount);
  }
  for (const [unit, sum] of sums)
    if (sum !== 0n) throw new LedgerMisuse(`entry lines do not balance in ${unit}: ${sum}`);
  const violation = shapeViolation(
    input.type,
    input.lines.map((line) => ({ kind: kindOf(line.account), amount: line.amount })),
  );
  if (violation) throw new LedgerMisuse(violation);
};

/** What an entry's key stands for: a replay of the key with anything else is a mismatch. */
export const entryRequestHash = (
  input: Pick<PostEntryInput, 'type' | 'lines' | 'ref' | 'remark' | 'staffId'>,
): string =>
  requestHash({
    type: input.type,
    lines: input.lines.map((line) => [accountLabel(line.account), line.amount]).sort(),
    ref: input.ref ?? null,
    remark: input.remark ?? null,
    staffId: input.staffId ?? null,
  });

/** An entry checked and split for its statements: member lines in lock order, house lines, the row. */
interface PlannedEntry {
  members: MemberLine[];
  houses: HouseLine[];
  hash: string;
  entry: EntryRow;
}

const planEntry = (input: PostEntryInput): PlannedEntry => {
  validate(input);
  const members: MemberLine[] = [];
  const houses: HouseLine[] = [];
  for (const { account, amount } of input.lines) {
    if (isMemberRef(account))
      members.push({ memberId: account.memberId, kind: account.kind, unit: UNIT_OF[account.kind], amount });
    else houses.push({ kind: account.house, amount });
  }
  // The lock order: every transaction takes member rows in the same order, so none deadlock.
  members.sort((a, b) =>
    a.memberId === b.memberId ? (a.kind < b.kind ? -1 : 1) : a.memberId < b.memberId ? -1 : 1,
  );
  const hash = entryRequestHash(input);
  const entry: EntryRow = {
    type: input.type,
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    refType: input.ref?.type ?? null,
    refId: input.ref?.id ?? null,
    ...storedRemark(input.remark),
    staffId: input.staffId ?? null,
  };
  return { members, houses, hash, entry };
};

/**
 * The ONLY way money moves. Runs inside the caller's runMoneyTransaction: claims the idempotency
 * key, applies member lines in a fixed order (member id, kind) with a conditional UPDATE each,
 * and writes all postings in one insert; house accounts get postings only (no hot row).
 * Throws LedgerRefusal (409 INSUFFICIENT_BALANCE) or 409 IDEMPOTENCY_MISMATCH.
 */
export const postEntry = async (tx: MoneyTx, input: PostEntryInput): Promise<PostedEntry> => {
  assertMoneyTx(tx);
  const { members, houses, hash, entry } = planEntry(input);

  let entryId: bigint | null = null;
  let createdAt = new Date(0);
  const applied: AppliedLine[] = [];
  const lines: PostedLine[] = [];
  const steps = Math.max(members.length, 1);
  for (let i = 0; i < steps; i++) {
    const line = members[i];
    const last = i === steps - 1;
    const statement = entryStatement({ entry, entryId, line, postings: last ? { applied, houses } : null });
    const [row] = await runPrepared<StatementRow>(tx, statement);
    if (!row) throw new Error('ledger statement answered no row');
    if (entryId === null) {
      if (row.entry_id === null) return replayEntry(tx, input.idempotencyKey, hash);
      entryId = BigInt(row.entry_id);
      createdAt = new Date(Number(row.created_ms));
    }
    if (!line) continue;
    if (row.account_id === null || row.balance === null || row.held === null) {
      throw noteRefusal(tx, new LedgerRefusal(input.idempotencyKey, hash));
    }
    const balance = BigInt(row.balance);
    const available = balance - BigInt(row.held);
    applied.push({ accountId: BigInt(row.account_id), amount: line.amount, balanceAfter: balance });
    lines.push({
      accountId: BigInt(row.account_id),
      memberId: line.memberId,
      kind: line.kind,
      amount: line.amount,
      balanceAfter: balance,
      availableAfter: available,
    });
    if (row.member_uuid) touchCash(tx, row.member_uuid, available);
  }
  for (const house of houses) {
    lines.push({
      accountId: 0n,
      memberId: null,
      kind: house.kind,
      amount: house.amount,
      balanceAfter: null,
      availableAfter: null,
    });
  }
  return { entryId: entryId ?? 0n, createdAt, replayed: false, lines };
};

/** An entry as a statement for commitWith, with what the transaction does with its answer. */
export interface EntryToCommit {
  statement: Statement;
  /** Reads the statement's rows once committed: the member cash balance to publish. */
  committed: (rows: readonly unknown[]) => void;
  /** The refusal behind an error of the round trip that carried the statement, if it is one. */
  refusalOf: (error: unknown) => LedgerRefusal | undefined;
}

/**
 * postEntry of an entry with one member line (a stake), as a statement to send with the money
 * transaction's last statements and its COMMIT (commitWith), saving the entry's own round trip.
 * Its key must be new: when the debit is refused (not enough available money) or the key was
 * used, the statement aborts the transaction (SQLSTATE CD003), so nothing after it runs or
 * commits, and refusalOf answers the LedgerRefusal (409 INSUFFICIENT_BALANCE) for that error.
 */
export const entryToCommit = (tx: MoneyTx, input: PostEntryInput): EntryToCommit => {
  assertMoneyTx(tx);
  const { members, houses, hash, entry } = planEntry(input);
  const [line, ...others] = members;
  if (!line || others.length > 0) throw new LedgerMisuse('an entry sent with the commit has one member line');
  return {
    statement: entryStatement({
      entry,
      entryId: null,
      line,
      postings: { applied: [], houses },
      mustMove: true,
    }),
    committed: (rows) => {
      const [row] = rows as StatementRow[];
      if (row?.member_uuid && row.balance !== null && row.held !== null)
        touchCash(tx, row.member_uuid, BigInt(row.balance) - BigInt(row.held));
    },
    refusalOf: (error) =>
      pgErrorOf(error)?.code === NOT_MOVED ? new LedgerRefusal(input.idempotencyKey, hash) : undefined,
  };
};
