/**
 * Seeds the lotto spec's member before the server starts (same fresh PGlite directory, the
 * server's own code): `signupMember`, then the demo's 10,000.00 baht ADMIN_INCREASE through
 * `seedDemoWallet`, so the spec can spend without touching demo01's balance.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { signupMember } from '../../apps/server/src/modules/members/signup-member.ts';
import { seedDemoWallet } from '../../apps/server/src/modules/wallet/seed-demo-wallet.ts';
import { LOTTO_MEMBER } from './lotto-fixtures.ts';
import { ADULT_BIRTH_DATE } from './admin.ts';

export async function seedE2eLotto(db: Database): Promise<void> {
  await signupMember(db, {
    userName: LOTTO_MEMBER.userName,
    password: LOTTO_MEMBER.pin,
    phoneNumber: LOTTO_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  await seedDemoWallet(db, LOTTO_MEMBER.userName);
}
