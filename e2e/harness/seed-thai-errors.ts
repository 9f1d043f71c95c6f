/**
 * Seeds the members of thai-errors.spec.ts before the server starts (same fresh PGlite directory,
 * the server's own code): each gets a profile name, a KBANK withdrawal account and cash; the
 * turnover member an open requirement; the day and count members today's withdrawals (the day
 * member with an approved identity check), paid by a
 * seeded staff member, so the daily limits are reached without waiting for anything.
 */
import { bahtToSatang, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { staff } from '../../apps/server/src/db/schema/index.ts';
import { approveWithdrawal } from '../../apps/server/src/modules/withdrawals/decide-withdrawal.ts';
import { addMemberBank } from '../../apps/server/src/modules/banks/member-banks.ts';
import { signupMember } from '../../apps/server/src/modules/members/signup-member.ts';
import { updateUserInfo } from '../../apps/server/src/modules/members/update-user-info.ts';
import { runMoneyTransaction } from '../../apps/server/src/modules/wallet/money-transaction.ts';
import { postEntry } from '../../apps/server/src/modules/wallet/post-entry.ts';
import { addTurnoverRequirement } from '../../apps/server/src/modules/wallet/turnover.ts';
import { createWithdrawal } from '../../apps/server/src/modules/withdrawals/create-withdrawal.ts';
import { hashPin } from '../../apps/server/src/platform/pin-hash.ts';
// The Fastify request/reply typing the admin modules rely on (the server registers both plugins).
import type {} from '@fastify/cookie';
import type {} from '../../apps/server/src/platform/staff-auth/guard.ts';
import { THAI_MEMBERS } from './thai-errors-fixtures.ts';
import { ADULT_BIRTH_DATE } from './admin.ts';

const satang = (baht: number): Satang => bahtToSatang(baht)!;
// The spec's defaults (spec §9); the server in the harness runs with them too.
const LIMITS = {
  maxPerTimeSatang: satang(49_000),
  maxPerDaySatang: satang(200_000),
  maxCountPerDay: 5,
  twoPersonAboveSatang: satang(1_000_000),
};

const seedMember = async (db: Database, m: (typeof THAI_MEMBERS)[keyof typeof THAI_MEMBERS]) => {
  const { id } = await signupMember(db, {
    userName: m.userName,
    password: m.pin,
    phoneNumber: m.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  await updateUserInfo(db, id, { name: m.name });
  const [bank] = await addMemberBank(db, id, { bankCode: 'KBANK', bankAccountNumber: m.account });
  if (m.cashBaht > 0)
    await runMoneyTransaction(db, (tx) =>
      postEntry(tx, {
        type: 'ADMIN_INCREASE',
        idempotencyKey: `e2e-seed:${m.userName}:cash`,
        lines: [
          { account: { memberId: id, kind: 'CASH' }, amount: satang(m.cashBaht) },
          { account: { house: 'HOUSE_REVENUE' }, amount: satang(-m.cashBaht) },
        ],
      }),
    );
  return { id, bankId: bank!.id };
};

const payToday = async (
  db: Database,
  staffId: bigint,
  member: { id: bigint; bankId: string },
  amounts: readonly number[],
) => {
  for (const [i, baht] of amounts.entries()) {
    const { id } = await createWithdrawal(db, LIMITS, {
      memberId: member.id,
      amount: satang(baht),
      bankAccountId: member.bankId,
    });
    await approveWithdrawal(
      db,
      { staffId, ip: null },
      {
        id,
        reference: `E2E-TH-${member.id}-${i}`,
        staffId,
        twoPersonAboveSatang: LIMITS.twoPersonAboveSatang,
      },
    );
  }
};

export async function seedE2eThaiErrors(db: Database): Promise<void> {
  const [payer] = await db
    .insert(staff)
    .values({ username: 'thaipayer01', pinHash: await hashPin('Payer@12345'), role: 'Administrator' })
    .returning({ id: staff.id });
  await seedMember(db, THAI_MEMBERS.main);
  await seedMember(db, THAI_MEMBERS.broke);
  const turnover = await seedMember(db, THAI_MEMBERS.turnover);
  await addTurnoverRequirement(db, {
    memberId: turnover.id,
    type: 'DEPOSIT',
    required: satang(THAI_MEMBERS.turnover.requiredBaht),
  });
  const day = await seedMember(db, THAI_MEMBERS.day);
  // 196,000 baht today is above the identity check's thresholds: this member passed one (no
  // pictures: only the status counts for a withdrawal).
  await db.execute(sql`
    insert into kyc_checks (member_id, status, document_key, selfie_key, reviewed_by, reviewed_at)
    values (${day.id.toString()}::bigint, 'APPROVED', 'seeded', 'seeded', ${payer!.id.toString()}::bigint, now())`);
  await payToday(db, payer!.id, day, THAI_MEMBERS.day.paidToday);
  await payToday(db, payer!.id, await seedMember(db, THAI_MEMBERS.count), THAI_MEMBERS.count.paidToday);
}
