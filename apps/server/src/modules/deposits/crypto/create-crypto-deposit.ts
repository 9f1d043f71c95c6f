import { microToUsdt, microUsdtFor, type cryptoDepositAnswer, type CryptoNetwork } from '@chokdee/domain';
import type { z } from 'zod';
import type { DepositConfig } from '../../../config/money-config.ts';
import type { Database } from '../../../db/client.ts';
import { assertRoom } from '../../compliance/index.ts';
import { appError } from '../../../platform/errors.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';
import { checkDepositLimits } from '../create-prepared-deposit.ts';
import { expireProviderRequests } from '../providers/provider-requests-repository.ts';
import { readCryptoSettings } from '../providers/provider-settings.ts';
import { insertCryptoRequest, memberAddress, takeFreeAddress } from './crypto-repository.ts';

const ATTEMPTS = 3;

/**
 * The member's deposit address on `network`: the one already given to them, else the oldest free
 * address of the pool, given for good. Two first requests of one member racing: one assignment
 * hits crypto_addresses_network_member_idx and the caller retries (then finds the first one);
 * two members racing for the same free address: SKIP LOCKED hands the second the next one.
 */
const assignAddress = async (
  tx: Database,
  memberId: bigint,
  network: CryptoNetwork,
): Promise<{ id: string; address: string }> => {
  const own = await memberAddress(tx, memberId, network);
  if (own) return own;
  const taken = await takeFreeAddress(tx, memberId, network);
  if (!taken) throw appError('CRYPTO_NO_ADDRESS');
  return taken;
};

/**
 * POST /api/deposits.crypto: a PENDING CRYPTO request for `amount` baht on `network`, with the
 * member's address, the rate in force (stored on the request) and the USDT to send, rounded up
 * to the micro-USDT. Valid the crypto setting's requestMinutes; one open request a member.
 */
export const createCryptoDeposit = async (
  db: Database,
  limits: DepositConfig,
  input: { memberId: bigint; amount: bigint; network: CryptoNetwork },
): Promise<z.output<typeof cryptoDepositAnswer>> => {
  checkDepositLimits(limits, input.amount);
  const settings = await readCryptoSettings(db);
  const rate = settings.rateSatang;
  if (rate === null || !settings.networks.some((n) => n.network === input.network))
    throw appError('CRYPTO_NETWORK_OFF');
  const cryptoAmount = microUsdtFor(input.amount, rate);
  await expireProviderRequests(db, { memberId: input.memberId, method: 'CRYPTO' });
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const address = await assignAddress(tx, input.memberId, input.network);
        const row = await insertCryptoRequest(tx, {
          memberId: input.memberId,
          amount: input.amount,
          requestMinutes: settings.requestMinutes,
          network: input.network,
          addressId: address.id,
          cryptoAmount,
          rate,
        });
        await assertRoom(tx, input.memberId, 'deposit', 0n, true);
        return {
          id: row.id,
          network: input.network,
          address: address.address,
          cryptoAmount: microToUsdt(cryptoAmount),
          rate: rate,
          expiresAt: row.expires_at,
        };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'deposits_open_provider_member_idx') throw appError('DEPOSIT_OPEN');
      if (constraint !== 'crypto_addresses_network_member_idx' || attempt >= ATTEMPTS) throw error;
    }
  }
};
