import type { adminCryptoTransfer, adminTruemoneyTransfer } from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { appError } from '../../../platform/errors.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';
import type { MoneyTx } from '../../wallet/index.ts';
import { listCryptoTransfers, listTruemoneyTransfers } from './provider-transfers-admin.ts';

/** The steps every staff decision on an UNMATCHED TrueMoney or crypto transfer shares. */

export type TransferKind = 'truemoney' | 'crypto';
export const TRANSFER_TABLE = {
  truemoney: sql.raw('truemoney_transfers'),
  crypto: sql.raw('crypto_transfers'),
} as const;

export interface LockedTransfer {
  id: string;
  amount: string;
  member_id: string | null;
  status: string;
  reference: string;
  network: string | null;
}

/** Locks an UNMATCHED transfer (FOR UPDATE: two staff deciding it at once run one after the other). */
export const lockUnmatched = async (
  tx: Database,
  kind: TransferKind,
  id: string,
): Promise<LockedTransfer> => {
  const reference = kind === 'truemoney' ? sql`transaction_id` : sql`tx_hash`;
  const network = kind === 'truemoney' ? sql`null` : sql`network`;
  const [row] = rowsOf<LockedTransfer>(
    await tx.execute(sql`
      select id::text, amount::text, member_id::text, status, ${reference} as reference, ${network} as network
      from ${TRANSFER_TABLE[kind]} where id = ${id}::bigint for update`),
  );
  if (!row) throw appError('TRANSFER_NOT_FOUND');
  if (row.status !== 'UNMATCHED')
    throw appError('ALREADY_DECIDED', { subject: 'transfer', status: row.status });
  return row;
};

/** A transfer as the staff queue shows it, read inside the deciding transaction. */
export const oneTruemoney = async (
  db: Database,
  id: string,
): Promise<z.output<typeof adminTruemoneyTransfer>> =>
  (await listTruemoneyTransfers(db, { id, page: 1, pageSize: 1 })).items[0]!;
export const oneCrypto = async (db: Database, id: string): Promise<z.output<typeof adminCryptoTransfer>> =>
  (await listCryptoTransfers(db, { id, page: 1, pageSize: 1 })).items[0]!;

/** The member a staff credit names by uuid. */
export const memberOf = async (tx: Database, uuid: string): Promise<{ id: string; uuid: string }> => {
  const [row] = rowsOf<{ id: string; uuid: string }>(
    await tx.execute(sql`select id::text, uuid::text from members where uuid = ${uuid}::uuid`),
  );
  if (!row) throw appError('MEMBER_NOT_FOUND');
  return row;
};

/** The uuid of a member a transfer names by id. */
export const uuidOf = async (tx: Database, memberId: string): Promise<string> => {
  const [row] = rowsOf<{ uuid: string }>(
    await tx.execute(sql`select uuid::text from members where id = ${memberId}::bigint`),
  );
  return row!.uuid;
};

/**
 * The deposit a staff credit pays: the member's open request of the method (made for this money,
 * most likely) or a new one. A crypto request already waiting on another transfer is not taken.
 */
export const depositFor = async (
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
