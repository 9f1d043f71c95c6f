import { satangToBaht, type CodedRemark } from '@chokdee/domain';
import { assertRoom } from '../compliance/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { addDepositTurnover, type MoneyTx, postEntry } from '../wallet/index.ts';
import { markDepositCredited } from './deposits-repository.ts';

export interface CreditDepositInput {
  depositId: string;
  memberId: string;
  /** Satang that arrived (a fast request's prepareAmount, a normal deposit's amount). */
  amount: bigint;
  /** The paying statement line's bank reference, if any. */
  referTransferId?: string | null;
  /** The staff member who approved or matched it by hand. */
  staffId?: bigint;
  remark?: CodedRemark;
}

/**
 * Credits a PENDING deposit, inside the caller's runMoneyTransaction and after the caller locked
 * the row (FOR UPDATE): one DEPOSIT entry (HOUSE_BANK_CLEARING -> member CASH, key
 * `deposit:<id>`, ref deposit/<id>) and the status change to SUCCESS in the same transaction.
 * The key and the status trigger make a second credit of the same deposit impossible. The credit
 * also adds the deposit's turnover requirement (deposit-turnover.ts): every credit path ends here,
 * so here the member's deposit limits are checked first (403 LIMIT_REACHED: nothing moves).
 */
export const creditDeposit = async (tx: MoneyTx, input: CreditDepositInput): Promise<bigint> => {
  const memberId = BigInt(input.memberId);
  await assertRoom(tx, memberId, 'deposit', input.amount);
  const posted = await postEntry(tx, {
    type: 'DEPOSIT',
    idempotencyKey: `deposit:${input.depositId}`,
    ref: { type: 'deposit', id: input.depositId },
    lines: [
      { account: { memberId, kind: 'CASH' }, amount: input.amount },
      { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -input.amount },
    ],
    remark: input.remark,
    staffId: input.staffId,
  });
  await markDepositCredited(tx, { ...input, entryId: posted.entryId });
  if (!posted.replayed) {
    await addDepositTurnover(tx, { memberId, amount: input.amount, depositId: input.depositId });
    await notifyMember(tx, memberId, 'DEPOSIT_CREDITED', { amount: satangToBaht(input.amount) });
  }
  return posted.entryId;
};
