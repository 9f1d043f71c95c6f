/**
 * One back-office account per spec, each with its own TOTP secret. A TOTP code is accepted once
 * per 30 s step and account, so specs that shared the demo admin had to wait for the next step
 * before logging in again; with an account each, specs log in at once and may run side by side.
 * Seeded by the global setup before the server starts, enrolled as the demo admin is.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { staff } from '../../apps/server/src/db/schema/index.ts';
import { hashPin } from '../../apps/server/src/platform/pin-hash.ts';

export interface StaffLogin {
  username: string;
  pin: string;
  totpSecret: string;
}

const superAdmin = (username: string, totpSecret: string): StaffLogin => ({
  username,
  pin: 'Staff@1234',
  totpSecret,
});

export const E2E_STAFF = {
  admin: superAdmin('e2e_admin', 'GEZDGNBVGY3TQOJQ'),
  adminWallet: superAdmin('e2e_wallet', 'MFRGGZDFMZTWQ2LK'),
  deposit: superAdmin('e2e_deposit', 'NBSWY3DPO5XXE3DE'),
  depositCrypto: superAdmin('e2e_crypto', 'ONSWG4TFOQYTEMZU'),
  results: superAdmin('e2e_results', 'KRSXG5CTMVRXEZLU'),
  withdraw: superAdmin('e2e_withdraw', 'IFBEGRCFIZDUQSKK'),
  session: superAdmin('e2e_session', 'JBQWY3DPEBLW64TM'),
  maintenance: superAdmin('e2e_maintain', 'KNSWG4TFOQZDGNBV'),
  games: superAdmin('e2e_games', 'MZXW6YTBOI2DGNBV'),
  gamesScreens: superAdmin('e2e_gamescr', 'OBQXG43XN5ZGIZLT'),
  lotto: superAdmin('e2e_lotto', 'NRXXI5DPMVZGK3TU'),
  affiliate: superAdmin('e2e_affiliate', 'MFWGM2LMNFQXIZLF'),
  support: superAdmin('e2e_support', 'KNXXA4DPOJ2GG2DB'),
  content: superAdmin('e2e_content', 'MNXW45DFNZ2C2ZLE'),
  kyc: superAdmin('e2e_kyc', 'NN4WGIDDNBSWG23F'),
  // The same spec's API calls: a login over HTTP would spend the page login's TOTP step.
  kycFunds: superAdmin('e2e_kycfunds', 'MZ2W4ZDTNN4WG2LP'),
} as const satisfies Record<string, StaffLogin>;

export async function seedE2eStaff(db: Database): Promise<void> {
  const rows = await Promise.all(
    Object.values(E2E_STAFF).map(async (who) => ({
      username: who.username,
      pinHash: await hashPin(who.pin),
      role: 'Super Admin' as const,
      totpSecret: who.totpSecret,
    })),
  );
  await db.insert(staff).values(rows).onConflictDoNothing();
}
