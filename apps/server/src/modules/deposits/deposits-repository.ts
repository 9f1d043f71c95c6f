import type { DepositMethod, DepositStatus } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import type { MoneyTx } from '../wallet/index.ts';

/**
 * The columns every deposit view reads, from `deposits d` left-joined to its receiving account
 * `b` (the QR payload is rebuilt from the account's PromptPay id: the payload is a pure function).
 */
export const depositColumns = sql`
  d.id::text, d.method, d.deposit_bank_id::text as bank_id, d.amount::text, d.prepare_amount::text,
  d.prepare_index, d.prepare_total, d.status, d.refer_transfer_id, d.reason, b.promptpay_id,
  ${bkk('d.created_at')} as created_at,
  case when d.expires_at is null then null else ${bkk('d.expires_at')} end as expires_at`;

export interface DepositRow {
  id: string;
  method: DepositMethod;
  bank_id: string | null;
  amount: string;
  prepare_amount: string | null;
  prepare_index: number | null;
  prepare_total: number | null;
  status: DepositStatus;
  refer_transfer_id: string | null;
  reason: string | null;
  promptpay_id: string | null;
  created_at: string;
  expires_at: string | null;
}

/** A member's deposits matching `where` (on `d`), newest first, at most `limit`. */
export const memberDepositRows = async (
  db: Database,
  memberId: bigint,
  where: SQL,
  limit: number,
): Promise<DepositRow[]> =>
  rowsOf<DepositRow>(
    await db.execute(sql`
      select ${depositColumns} from deposits d left join deposit_banks b on b.id = d.deposit_bank_id
      where d.member_id = ${memberId.toString()}::bigint and ${where}
      order by d.created_at desc, d.id desc limit ${limit}`),
  );

export interface AdminDepositRow extends DepositRow {
  member_uuid: string;
  user_name: string;
  credited_amount: string | null;
  bank_code: string | null;
  bank_account_number: string | null;
  channel: string | null;
  channel_name: string | null;
  from_bank_code: string | null;
  from_account_number: string | null;
  from_account_name: string | null;
  deposit_at: string | null;
  has_slip: boolean;
  decided_by: string | null;
  decided_at: string | null;
}

/** Deposits with member, receiving account and deciding staff, oldest first; `where` filters `d`. */
export const adminDepositRows = async (
  db: Database,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<AdminDepositRow[]> =>
  rowsOf<AdminDepositRow>(
    await db.execute(sql`
      select ${depositColumns}, m.uuid::text as member_uuid, m.user_name, d.credited_amount::text,
        b.bank_code, b.account_number as bank_account_number, d.channel, d.channel_name, d.from_bank_code,
        d.from_account_number, d.from_account_name,
        case when d.deposit_at is null then null else ${bkk('d.deposit_at')} end as deposit_at,
        exists (select 1 from deposit_slips s where s.deposit_id = d.id) as has_slip,
        st.username as decided_by,
        case when d.decided_at is null then null else ${bkk('d.decided_at')} end as decided_at
      from deposits d
      join members m on m.id = d.member_id
      left join deposit_banks b on b.id = d.deposit_bank_id
      left join staff st on st.id = d.decided_by
      where ${where}
      order by d.created_at, d.id
      limit ${page.limit} offset ${page.offset}`),
  );

export interface LockedDeposit {
  id: string;
  member_id: string;
  member_uuid: string;
  method: DepositMethod;
  status: DepositStatus;
  amount: string;
}

// FOR UPDATE: two staff deciding the same deposit (or staff and the hook) are serialised.
export const lockDeposit = async (tx: MoneyTx, id: string): Promise<LockedDeposit | undefined> =>
  rowsOf<LockedDeposit>(
    await tx.execute(sql`
      select d.id::text, d.member_id::text, m.uuid::text as member_uuid, d.method, d.status, d.amount::text
      from deposits d join members m on m.id = d.member_id
      where d.id = ${id}::bigint for update of d`),
  )[0];

export const markDepositRejected = async (
  tx: MoneyTx,
  input: { id: string; reason: string; staffId: bigint },
): Promise<void> => {
  await tx.execute(sql`
    update deposits set status = 'REJECTED', reason = ${input.reason}, decided_by = ${input.staffId.toString()}::bigint,
      decided_at = now(), updated_at = now()
    where id = ${input.id}::bigint`);
};

/** NORMAL deposits waiting for staff: a scalar subquery for the dashboard. */
export const pendingNormalDepositsCount = (): SQL =>
  sql`(select count(*) from deposits where status = 'PENDING' and method = 'NORMAL')`;

/** TrueMoney and crypto transfers no deposit took: a scalar subquery for the dashboard. */
export const unmatchedProviderTransfersCount = (): SQL =>
  sql`((select count(*) from crypto_transfers where status = 'UNMATCHED')
    + (select count(*) from truemoney_transfers where status = 'UNMATCHED'))`;

/** Bank statement lines no deposit took: a scalar subquery for the dashboard. */
export const unmatchedStatementLinesCount = (): SQL =>
  sql`(select count(*) from bank_statement_lines where status = 'UNMATCHED')`;

/** A normal deposit's slip image. */
export const depositSlip = async (
  db: Database,
  depositId: string,
): Promise<{ content_type: string; data: Uint8Array } | undefined> =>
  rowsOf<{ content_type: string; data: Uint8Array }>(
    await db.execute(
      sql`select content_type, data from deposit_slips where deposit_id = ${depositId}::bigint`,
    ),
  )[0];

/** SUCCESS with its entry, after the DEPOSIT posting; only a PENDING deposit changes. */
export const markDepositCredited = async (
  tx: MoneyTx,
  input: {
    depositId: string;
    entryId: bigint;
    amount: bigint;
    referTransferId?: string | null;
    staffId?: bigint;
  },
): Promise<void> => {
  await tx.execute(sql`
    update deposits set status = 'SUCCESS', entry_id = ${input.entryId.toString()}::bigint,
      credited_amount = ${input.amount.toString()}::bigint,
      refer_transfer_id = coalesce(${input.referTransferId ?? null}, refer_transfer_id),
      decided_by = ${input.staffId?.toString() ?? null}::bigint,
      decided_at = case when ${input.staffId?.toString() ?? null}::bigint is null then null else now() end,
      updated_at = now()
    where id = ${input.depositId}::bigint and status = 'PENDING'`);
};

/** The member's deposit made under an Idempotency-Key, with the hash of the request that made it. */
export const depositUnderKey = async (
  db: Database,
  memberId: string,
  idempotencyKey: string,
): Promise<{ id: string; status: DepositStatus; request_hash: string | null } | undefined> =>
  rowsOf<{ id: string; status: DepositStatus; request_hash: string | null }>(
    await db.execute(sql`
      select id::text, status, request_hash from deposits
      where member_id = ${memberId}::bigint and idempotency_key = ${idempotencyKey}`),
  )[0];

/** A NORMAL deposit as the member reported it; answers its id. */
export const insertNormalDeposit = async (
  tx: Database,
  input: {
    memberId: bigint;
    bankId: string;
    amount: bigint;
    channel: string;
    channelName: string;
    bankCode: string;
    bankAccountNumber: string;
    bankAccountName: string;
    depositAt: string;
    idempotencyKey?: string | undefined;
    requestHash: string;
  },
): Promise<string> => {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into deposits (member_id, method, deposit_bank_id, amount, channel, channel_name, from_bank_code,
        from_account_number, from_account_name, deposit_at, idempotency_key, request_hash)
      values (${input.memberId.toString()}::bigint, 'NORMAL', ${input.bankId}::bigint, ${input.amount.toString()}::bigint, ${input.channel},
        ${input.channelName}, ${input.bankCode}, ${input.bankAccountNumber}, ${input.bankAccountName},
        ${input.depositAt}::timestamptz, ${input.idempotencyKey ?? null}, ${input.requestHash})
      returning id::text`),
  );
  return row!.id;
};

export const insertDepositSlip = async (
  tx: Database,
  depositId: string,
  contentType: string,
  bytes: Buffer,
): Promise<void> => {
  await tx.execute(sql`
    insert into deposit_slips (deposit_id, content_type, data)
    values (${depositId}::bigint, ${contentType}, ${bytes}::bytea)`);
};
