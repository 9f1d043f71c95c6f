/**
 * Seeds the promotions spec's member before the server starts (like seed-wallet.ts): a new member
 * with one DEPOSIT entry of 1,000 baht and no deposit turnover, so the demo's "deposit today, get
 * 10 % more" promotion (seeded by the server at start, running from a day before) is theirs to
 * claim and the PROMOTION requirement it adds is the only one on /credit/turnover.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { signupMember } from '../../apps/server/src/modules/members/signup-member.ts';
import { runMoneyTransaction } from '../../apps/server/src/modules/wallet/money-transaction.ts';
import { postEntry } from '../../apps/server/src/modules/wallet/post-entry.ts';
import { ADULT_BIRTH_DATE } from './admin.ts';

export const PROMOTION_MEMBER = {
  userName: 'promo01',
  pin: 'Promo@1234',
  phoneNumber: '0898701101',
  depositSatang: 100_000n,
} as const;

export async function seedE2ePromotions(db: Database): Promise<void> {
  const member = await signupMember(db, {
    userName: PROMOTION_MEMBER.userName,
    password: PROMOTION_MEMBER.pin,
    phoneNumber: PROMOTION_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  await runMoneyTransaction(db, (tx) =>
    postEntry(tx, {
      type: 'DEPOSIT',
      idempotencyKey: `e2e-seed:${PROMOTION_MEMBER.userName}:deposit`,
      lines: [
        { account: { memberId: member.id, kind: 'CASH' }, amount: PROMOTION_MEMBER.depositSatang },
        { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -PROMOTION_MEMBER.depositSatang },
      ],
    }),
  );
}
