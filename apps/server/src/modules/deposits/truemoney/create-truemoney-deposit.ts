import { satang, type Satang, type truemoneyDepositAnswer } from '@chokdee/domain';
import type { z } from 'zod';
import type { DepositConfig } from '../../../config/money-config.ts';
import type { Database } from '../../../db/client.ts';
import { appError } from '../../../platform/errors.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';
import { assertRoom } from '../../compliance/index.ts';
import { checkDepositLimits } from '../create-prepared-deposit.ts';
import { expireProviderRequests } from '../providers/provider-requests-repository.ts';
import { readTruemoneySettings } from '../providers/provider-settings.ts';
import { insertTruemoneyRequest, openTruemoneyRequest } from './truemoney-repository.ts';

/**
 * POST /api/deposits.truemoney: a PENDING TRUEMONEY request for `amount`, valid
 * DEPOSIT_REQUEST_MINUTES, with the site wallet number to pay. The TrueMoney hook credits it when
 * a transfer of exactly `amount` arrives from the member's registered phone. One open request a
 * member (deposits_open_provider_member_idx), so phone + amount names at most one request.
 */
export const createTruemoneyDeposit = async (
  db: Database,
  limits: DepositConfig,
  input: { memberId: bigint; amount: Satang },
): Promise<z.output<typeof truemoneyDepositAnswer>> => {
  checkDepositLimits(limits, input.amount);
  const { walletPhone } = await readTruemoneySettings(db);
  if (!walletPhone) throw appError('TRUEMONEY_OFF');
  await expireProviderRequests(db, { memberId: input.memberId, method: 'TRUEMONEY' });
  try {
    return await db.transaction(async (tx) => {
      const row = await insertTruemoneyRequest(tx, { ...input, walletPhone, requestMs: limits.requestMs });
      await assertRoom(tx, input.memberId, 'deposit', 0n, true);
      return { id: row.id, walletPhone, amount: input.amount, expiresAt: row.expires_at };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'deposits_open_provider_member_idx') throw appError('DEPOSIT_OPEN');
    throw error;
  }
};

/** The member's open TRUEMONEY request (the /credit/deposit/truemoney page after a reload), if any. */
export const findOpenTruemoneyDeposit = async (
  db: Database,
  memberId: bigint,
): Promise<z.output<typeof truemoneyDepositAnswer> | null> => {
  const row = await openTruemoneyRequest(db, memberId);
  return row
    ? {
        id: row.id,
        walletPhone: row.wallet_phone,
        amount: satang(row.amount),
        expiresAt: row.expires_at,
      }
    : null;
};
