/**
 * Seeds what the wallet specs need but no member-facing API can create yet: a member with
 * affiliate cash. Like seed-members.ts it runs before the server starts, on the same fresh PGlite
 * directory, with the server's own code: `signupMember`, then one ledger entry through `postEntry`
 * inside `runMoneyTransaction` — an AF_COMMISSION from the house affiliate-commissions account to the
 * member's AF_CASH, exactly what a commission payout will post. And a member with loyalty points
 * (LOYALTY_EARN, as a settlement posts) and one deposit, for loyalty.spec.ts.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { signupMember } from '../../apps/server/src/modules/members/signup-member.ts';
import { runMoneyTransaction } from '../../apps/server/src/modules/wallet/money-transaction.ts';
import { postEntry } from '../../apps/server/src/modules/wallet/post-entry.ts';
import { ADULT_BIRTH_DATE } from './admin.ts';
import { AFFILIATE_MEMBER, POINTS_MEMBER } from './wallet-fixtures.ts';

export async function seedE2eWallet(db: Database): Promise<void> {
  const member = await signupMember(db, {
    userName: AFFILIATE_MEMBER.userName,
    password: AFFILIATE_MEMBER.pin,
    phoneNumber: AFFILIATE_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  await runMoneyTransaction(db, (tx) =>
    postEntry(tx, {
      type: 'AF_COMMISSION',
      idempotencyKey: `e2e-seed:${AFFILIATE_MEMBER.userName}:af-commission`,
      remark: 'e2e affiliate commission',
      lines: [
        { account: { memberId: member.id, kind: 'AF_CASH' }, amount: AFFILIATE_MEMBER.afCashSatang },
        { account: { house: 'HOUSE_AFFILIATE_COMMISSIONS' }, amount: -AFFILIATE_MEMBER.afCashSatang },
      ],
    }),
  );
}

export async function seedE2ePoints(db: Database): Promise<void> {
  const member = await signupMember(db, {
    userName: POINTS_MEMBER.userName,
    password: POINTS_MEMBER.pin,
    phoneNumber: POINTS_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  const key = `e2e-seed:${POINTS_MEMBER.userName}`;
  await runMoneyTransaction(db, async (tx) => {
    await postEntry(tx, {
      type: 'LOYALTY_EARN',
      idempotencyKey: `${key}:points`,
      lines: [
        { account: { memberId: member.id, kind: 'POINTS' }, amount: POINTS_MEMBER.pointsHundredths },
        { account: { house: 'HOUSE_LOYALTY' }, amount: -POINTS_MEMBER.pointsHundredths },
      ],
    });
    await postEntry(tx, {
      type: 'DEPOSIT',
      idempotencyKey: `${key}:deposit`,
      lines: [
        { account: { memberId: member.id, kind: 'CASH' }, amount: POINTS_MEMBER.depositSatang },
        { account: { house: 'HOUSE_BANK_CLEARING' }, amount: -POINTS_MEMBER.depositSatang },
      ],
    });
  });
}
