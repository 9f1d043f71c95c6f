import {
  satangForMicroUsdt,
  satangToBaht,
  type AdminCryptoTransfer,
  type AdminTruemoneyTransfer,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { withAudit, type AuditActor } from '../../../platform/audit/index.ts';
import { appError } from '../../../platform/errors.ts';
import { creditDeposit } from '../credit-deposit.ts';
import { cryptoCreditValue } from '../crypto/crypto-transfers.ts';
import { readCryptoSettings } from './provider-settings.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';
import { type MoneyTx, runAuditedMoney } from '../../wallet/index.ts';
import { listCryptoTransfers, listTruemoneyTransfers } from './provider-transfers-admin.ts';

type Kind = 'truemoney' | 'crypto';
const TABLE = { truemoney: sql.raw('truemoney_transfers'), crypto: sql.raw('crypto_transfers') } as const;

interface LockedTransfer {
  id: string;
  amount: string;
  member_id: string | null;
  status: string;
  reference: string;
  network: string | null;
}

/** Locks an UNMATCHED transfer (FOR UPDATE: two staff deciding it at once run one after the other). */
const lockUnmatched = async (tx: Database, kind: Kind, id: string): Promise<LockedTransfer> => {
  const reference = kind === 'truemoney' ? sql`transaction_id` : sql`tx_hash`;
  const network = kind === 'truemoney' ? sql`null` : sql`network`;
  const [row] = rowsOf<LockedTransfer>(
    await tx.execute(sql`
      select id::text, amount::text, member_id::text, status, ${reference} as reference, ${network} as network
      from ${TABLE[kind]} where id = ${id}::bigint for update`),
  );
  if (!row) throw appError('TRANSFER_NOT_FOUND');
  if (row.status !== 'UNMATCHED')
    throw appError('ALREADY_DECIDED', { subject: 'transfer', status: row.status });
  return row;
};

const oneTruemoney = async (db: Database, id: string): Promise<AdminTruemoneyTransfer> =>
  (await listTruemoneyTransfers(db, { id, page: 1, pageSize: 1 })).items[0]!;
const oneCrypto = async (db: Database, id: string): Promise<AdminCryptoTransfer> =>
  (await listCryptoTransfers(db, { id, page: 1, pageSize: 1 })).items[0]!;

const memberOf = async (tx: Database, uuid: string): Promise<{ id: string; uuid: string }> => {
  const [row] = rowsOf<{ id: string; uuid: string }>(
    await tx.execute(sql`select id::text, uuid::text from members where uuid = ${uuid}::uuid`),
  );
  if (!row) throw appError('MEMBER_NOT_FOUND');
  return row;
};

const uuidOf = async (tx: Database, memberId: string): Promise<string> => {
  const [row] = rowsOf<{ uuid: string }>(
    await tx.execute(sql`select uuid::text from members where id = ${memberId}::bigint`),
  );
  return row!.uuid;
};

/**
 * The deposit a staff credit pays: the member's open request of the method (made for this money,
 * most likely) or a new one. A crypto request already waiting on another transfer is not taken.
 */
const depositFor = async (
  tx: MoneyTx,
  method: 'TRUEMONEY' | 'CRYPTO',
  memberId: string,
  create: () => Promise<string>,
): Promise<{ id: string; fresh: boolean }> => {
  const [open] = rowsOf<{ id: string; expires_at: string | null }>(
    await tx.execute(sql`
      select id::text, expires_at::text from deposits
      where member_id = ${memberId}::bigint and method = ${method} and status = 'PENDING' for update`),
  );
  if (open && method === 'CRYPTO' && open.expires_at === null)
    throw appError('CRYPTO_AWAITING_CONFIRMATIONS');
  if (open) return { id: open.id, fresh: false };
  try {
    return { id: await create(), fresh: true };
  } catch (error) {
    if (uniqueViolation(error) === 'deposits_open_provider_member_idx') throw appError('DEPOSIT_OPEN');
    throw error;
  }
};

/**
 * Credits an UNMATCHED TrueMoney transfer to the member it names (or `memberUuid`): their open
 * TRUEMONEY request, else a new one, is credited with what arrived. Transfer, deposit, DEPOSIT
 * entry and audit row in one transaction.
 */
export const creditTruemoneyTransfer = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; memberUuid?: string | undefined; staffId: bigint },
): Promise<AdminTruemoneyTransfer> => {
  const result = await runAuditedMoney(db, actor, async (tx) => {
    const transfer = await lockUnmatched(tx, 'truemoney', input.id);
    const member = input.memberUuid
      ? await memberOf(tx, input.memberUuid)
      : transfer.member_id
        ? { id: transfer.member_id, uuid: await uuidOf(tx, transfer.member_id) }
        : null;
    if (!member) throw appError('PHONE_HAS_NO_MEMBER');
    const deposit = await depositFor(tx, 'TRUEMONEY', member.id, async () => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into deposits (member_id, method, amount) values (${member.id}::bigint, 'TRUEMONEY', ${transfer.amount}::bigint)
          returning id::text`),
      );
      return row!.id;
    });
    const entryId = await creditDeposit(tx, {
      depositId: deposit.id,
      memberId: member.id,
      amount: BigInt(transfer.amount),
      referTransferId: transfer.reference,
      staffId: input.staffId,
      remark: { code: 'TRUEMONEY_CREDITED', params: { reference: transfer.reference } },
    });
    await tx.execute(sql`
      update truemoney_transfers set status = 'MATCHED', deposit_id = ${deposit.id}::bigint, member_id = ${member.id}::bigint,
        decided_by = ${input.staffId.toString()}::bigint, decided_at = now()
      where id = ${transfer.id}::bigint`);
    return {
      result: await oneTruemoney(tx, transfer.id),
      replayed: false,
      audits: [
        {
          action: 'deposit.truemoney.credit',
          targetType: 'member',
          targetId: member.uuid,
          before: { transferId: transfer.id, transactionId: transfer.reference, status: 'UNMATCHED' },
          after: {
            status: 'MATCHED',
            depositId: deposit.id,
            amount: satangToBaht(BigInt(transfer.amount)),
            entryId: entryId.toString(),
          },
        },
      ],
    };
  });
  const { replayed: _replayed, ...transfer } = result;
  return transfer;
};

/**
 * Credits an UNMATCHED crypto transfer to the member who owns the address: their open request on
 * the network (valued as the hook would) or a new request at the rate in force. An address no
 * member owns has no one to credit: 409 (dismiss it and adjust the right wallet instead).
 */
export const creditCryptoTransfer = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; staffId: bigint },
): Promise<AdminCryptoTransfer> => {
  const settings = await readCryptoSettings(db);
  const result = await runAuditedMoney(db, actor, async (tx) => {
    const transfer = await lockUnmatched(tx, 'crypto', input.id);
    const memberId = transfer.member_id;
    if (!memberId) throw appError('ADDRESS_HAS_NO_MEMBER');
    const arrived = BigInt(transfer.amount);
    const deposit = await depositFor(tx, 'CRYPTO', memberId, async () => {
      const rate = settings.rateSatang;
      if (rate === null) throw appError('CRYPTO_RATE_NOT_SET');
      // A new request for exactly what arrived, asking its value at the rate in force.
      const value = satangForMicroUsdt(arrived, rate);
      if (value <= 0n) throw appError('TRANSFER_BELOW_ONE_SATANG');
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          with d as (
            insert into deposits (member_id, method, amount) values (${memberId}::bigint, 'CRYPTO', ${value.toString()}::bigint)
            returning id)
          insert into crypto_deposits (deposit_id, network, address_id, crypto_amount, rate)
          select d.id, a.network, a.id, ${arrived.toString()}::bigint, ${rate.toString()}::bigint
          from d, crypto_addresses a where a.network = ${transfer.network} and a.member_id = ${memberId}::bigint
          returning deposit_id::text as id`),
      );
      return row!.id;
    });
    const [request] = rowsOf<{ amount: string; crypto_amount: string; rate: string }>(
      await tx.execute(sql`
        select d.amount::text, c.crypto_amount::text, c.rate::text
        from deposits d join crypto_deposits c on c.deposit_id = d.id where d.id = ${deposit.id}::bigint`),
    );
    const value = cryptoCreditValue(arrived, {
      amount: BigInt(request!.amount),
      cryptoAmount: BigInt(request!.crypto_amount),
      rate: BigInt(request!.rate),
    });
    if (value <= 0n) throw appError('TRANSFER_BELOW_ONE_SATANG');
    const entryId = await creditDeposit(tx, {
      depositId: deposit.id,
      memberId,
      amount: value,
      referTransferId: transfer.reference,
      staffId: input.staffId,
      remark: { code: 'USDT_CREDITED', params: { reference: transfer.reference } },
    });
    await tx.execute(sql`
      update crypto_transfers set status = 'CREDITED', deposit_id = ${deposit.id}::bigint, credited_amount = ${value.toString()}::bigint,
        decided_by = ${input.staffId.toString()}::bigint, decided_at = now(), updated_at = now()
      where id = ${transfer.id}::bigint`);
    return {
      result: await oneCrypto(tx, transfer.id),
      replayed: false,
      audits: [
        {
          action: 'deposit.crypto.credit',
          targetType: 'member',
          targetId: await uuidOf(tx, memberId),
          before: { transferId: transfer.id, txHash: transfer.reference, status: 'UNMATCHED' },
          after: {
            status: 'CREDITED',
            depositId: deposit.id,
            amount: satangToBaht(value),
            entryId: entryId.toString(),
          },
        },
      ],
    };
  });
  const { replayed: _replayed, ...transfer } = result;
  return transfer;
};

/** Dismisses an UNMATCHED transfer (not a member's money to credit) with a note. Audited. */
const dismissTransfer = <T>(
  db: Database,
  actor: AuditActor,
  kind: Kind,
  input: { id: string; note: string; staffId: bigint },
  read: (tx: Database, id: string) => Promise<T>,
): Promise<T> =>
  withAudit(db, actor, async (tx) => {
    const transfer = await lockUnmatched(tx, kind, input.id);
    await tx.execute(sql`
      update ${TABLE[kind]} set status = 'DISMISSED', note = ${input.note}, decided_by = ${input.staffId.toString()}::bigint,
        decided_at = now()
      where id = ${transfer.id}::bigint`);
    return {
      result: await read(tx, transfer.id),
      audit: {
        action: `deposit.${kind}.dismiss`,
        targetType: kind === 'truemoney' ? 'truemoney_transfer' : 'crypto_transfer',
        targetId: transfer.id,
        before: { status: 'UNMATCHED', reference: transfer.reference, amount: transfer.amount },
        after: { status: 'DISMISSED', note: input.note },
      },
    };
  });

export const dismissTruemoneyTransfer = (
  db: Database,
  actor: AuditActor,
  input: { id: string; note: string; staffId: bigint },
) => dismissTransfer(db, actor, 'truemoney', input, oneTruemoney);

export const dismissCryptoTransfer = (
  db: Database,
  actor: AuditActor,
  input: { id: string; note: string; staffId: bigint },
) => dismissTransfer(db, actor, 'crypto', input, oneCrypto);
