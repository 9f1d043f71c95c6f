import { SLIP_MAX_BYTES, SLIP_MESSAGE, SLIP_TYPES, type DepositStatus } from '@chokdee/domain';
import type { DepositConfig } from '../../config/money-config.ts';
import type { Database } from '../../db/client.ts';
import { isActiveDepositBank } from './deposit-banks-repository.ts';
import { validationError } from '../../platform/errors.ts';
import { idempotencyMismatch } from '../wallet/index.ts';
import { firstUnderKey, requestHash } from '../../platform/idempotency/index.ts';
import { assertRoom } from '../compliance/index.ts';
import { checkDepositLimits } from './create-prepared-deposit.ts';
import { depositUnderKey, insertDepositSlip, insertNormalDeposit } from './deposits-repository.ts';

type SlipType = (typeof SLIP_TYPES)[number];

export interface NormalDepositInput {
  memberId: bigint;
  bankId: string;
  channel: string;
  channelName: string;
  bankCode: string;
  bankAccountNumber: string;
  bankAccountName: string;
  /** Satang. */
  amount: bigint;
  depositAt: string;
  slip?: { contentType: SlipType; data: string } | undefined;
  idempotencyKey?: string | undefined;
}

// The first bytes of each accepted image type: the declared type must be what the bytes are.
const MAGIC: Record<SlipType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const slipBytes = (slip: NonNullable<NormalDepositInput['slip']>): Buffer => {
  const bytes = Buffer.from(slip.data, 'base64');
  if (bytes.length === 0 || bytes.length > SLIP_MAX_BYTES || !MAGIC[slip.contentType](bytes))
    throw validationError({ slip: SLIP_MESSAGE });
  return bytes;
};

type NormalDepositAnswer = { id: string; status: DepositStatus; replayed: boolean };

/**
 * POST /api/deposits.normal: the member says they transferred; staff check the account and
 * approve (credit) or reject. The slip, if any, is stored beside it in the same transaction.
 * An Idempotency-Key replay answers the first request (a double submit must not make two
 * deposits staff could both approve).
 */
export const createNormalDeposit = async (
  db: Database,
  limits: DepositConfig,
  input: NormalDepositInput,
): Promise<NormalDepositAnswer> => {
  checkDepositLimits(limits, input.amount);
  const slip = input.slip ? slipBytes(input.slip) : undefined;
  const member = input.memberId.toString();
  const hash = requestHash({
    bankId: input.bankId,
    channel: input.channel,
    channelName: input.channelName,
    from: [input.bankCode, input.bankAccountNumber, input.bankAccountName],
    amount: input.amount,
    depositAt: input.depositAt,
    slip: input.slip?.data ?? null,
  });
  const replay = async (handle: Database): Promise<NormalDepositAnswer | null> => {
    if (!input.idempotencyKey) return null;
    const first = await depositUnderKey(handle, member, input.idempotencyKey);
    if (!first) return null;
    if (first.request_hash !== hash) throw idempotencyMismatch();
    return { id: first.id, status: first.status, replayed: true };
  };
  const create = () =>
    db.transaction(async (tx): Promise<NormalDepositAnswer> => {
      const first = await replay(tx);
      if (first) return first;
      if (!(await isActiveDepositBank(tx, input.bankId))) {
        throw validationError({ bankId: 'Please choose the account you transferred to' });
      }
      const id = await insertNormalDeposit(tx, { ...input, requestHash: hash });
      await assertRoom(tx, input.memberId, 'deposit', 0n, true);
      if (slip && input.slip) await insertDepositSlip(tx, id, input.slip.contentType, slip);
      return { id, status: 'PENDING' as const, replayed: false };
    });
  return firstUnderKey('deposits_member_idempotency_key_idx', create, () => replay(db));
};
