import type { adminCryptoTransfer, adminTruemoneyTransfer } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { appError } from '../../../platform/errors.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';
import type { MoneyTx } from '../../wallet/index.ts';
import { lockOpenProviderRequest, memberByUuid } from './provider-requests-repository.ts';
import { listCryptoTransfers, listTruemoneyTransfers } from './provider-transfers-admin.ts';
import { lockTransfer, type LockedTransfer, type TransferKind } from './provider-transfers-repository.ts';

/** The steps every staff decision on an UNMATCHED TrueMoney or crypto transfer shares. */

/** Locks an UNMATCHED transfer (FOR UPDATE: two staff deciding it at once run one after the other). */
export const lockUnmatched = async (
  tx: Database,
  kind: TransferKind,
  id: string,
): Promise<LockedTransfer> => {
  const row = await lockTransfer(tx, kind, id);
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
  const row = await memberByUuid(tx, uuid);
  if (!row) throw appError('MEMBER_NOT_FOUND');
  return row;
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
  const open = await lockOpenProviderRequest(tx, memberId, method);
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
