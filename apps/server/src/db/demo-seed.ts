import { seedDemoBank } from '../modules/banks/seed-demo-bank.ts';
import { seedDemoDepositBank } from '../modules/deposits/seed-demo-deposit-bank.ts';
import { seedDemoProviders } from '../modules/deposits/providers/seed-demo-providers.ts';
import { seedDemoContents } from '../modules/content/seed-demo-contents.ts';
import { seedDemoSupport } from '../modules/support/seed-demo-support.ts';
import { seedDemoGames } from '../modules/games/seed-demo-games.ts';
import { seedDemoPromotions } from '../modules/promotions/seed-demo-promotions.ts';
import { seedDemoWallet } from '../modules/wallet/seed-demo-wallet.ts';
import { seedDemoCrowd } from '../modules/yeekee/demo-crowd.ts';
import { hashPin } from '../platform/pin-hash.ts';
import type { Database } from './client.ts';
import { seedDemoHistory } from './demo-history.ts';
import { agents, members, staff } from './schema/index.ts';

/** The centre agent: members signing up without an agent belong to it (spec §5). */
export const CENTRE_AGENT_ID = 2;

/** Demo credentials (architecture.md, demo mode). Demo only: never valid on a production install. */
export const DEMO_CREDENTIALS = {
  member: { userName: 'demo01', pin: 'Demo@1234', phoneNumber: '0812345678', afSlug: 'demo01' },
  staff: { username: 'admin', pin: 'Admin@1234', role: 'Super Admin', totpSecret: 'JBSWY3DPEHPK3PXP' },
} as const;

/**
 * Inserts the demo rows; every insert is ON CONFLICT DO NOTHING so running it again (each start
 * in demo mode) changes nothing, and rows a user edited are left alone. `alive` (the server in demo
 * mode; browser tests leave it out to keep demo01 at its 10,000 baht and the member lists short)
 * adds the demo crowd's accounts and plants a lived-in past first (demo-history.ts): every
 * family's last draws, demo01's deposits, slips and statement.
 */
export const seedDemo = async (
  db: Database,
  options: { alive?: boolean; now?: Date } = {},
): Promise<void> => {
  await db
    .insert(agents)
    .values({ id: CENTRE_AGENT_ID, name: 'Chokdee', activeSupport: false, activePopup: false })
    .onConflictDoNothing();

  const { member, staff: admin } = DEMO_CREDENTIALS;
  // Hash only when the row is missing: argon2 on every start would be wasted work.
  const existingMember = await db.query.members.findFirst({
    columns: { id: true },
    where: (m, { eq }) => eq(m.userName, member.userName),
  });
  if (!existingMember) {
    await db
      .insert(members)
      .values({
        userName: member.userName,
        pinHash: await hashPin(member.pin),
        phoneNumber: member.phoneNumber,
        name: 'Demo Member',
        birthDate: '1990-05-17',
        agentId: CENTRE_AGENT_ID,
        afSlug: DEMO_CREDENTIALS.member.afSlug,
      })
      .onConflictDoNothing();
  }
  const existingStaff = await db.query.staff.findFirst({
    columns: { id: true },
    where: (s, { eq }) => eq(s.username, admin.username),
  });
  if (!existingStaff) {
    await db
      .insert(staff)
      .values({
        username: admin.username,
        pinHash: await hashPin(admin.pin),
        role: admin.role,
        totpSecret: admin.totpSecret,
      })
      .onConflictDoNothing();
  }
  await seedDemoDepositBank(db); // the site's SCB receiving account with a PromptPay id (modules/deposits)
  if (options.alive) {
    await seedDemoCrowd(db); // the demo accounts that shoot into Yeekee rounds (modules/yeekee)
    await seedDemoHistory(db, options.now); // before the credit: its running balances start at 0
  }
  await seedDemoWallet(db); // demo01: 10,000.00 baht, once (modules/wallet)
  await seedDemoBank(db, member.userName); // demo01: a KBANK withdrawal account, once (modules/banks)
  await seedDemoProviders(db); // TrueMoney wallet, USDT rate/networks and an address pool (modules/deposits/providers)
  await seedDemoGames(db); // game providers, catalogues, chokdee highlights (modules/games)
  await seedDemoPromotions(db); // first-deposit, deposit and weekly cashback promotions, once (modules/promotions)
  await seedDemoContents(db); // how-to pages in th/en/kh/mm (modules/content)
  await seedDemoSupport(db, options.alive ?? false); // canned replies; alive: a guest waiting in the chat queue (modules/support)
};

/** Lines printed at start in demo mode so a new user can sign in at once. */
export const demoBanner = (): string[] => {
  const { member, staff: admin } = DEMO_CREDENTIALS;
  return [
    'DEMO MODE (demo data and credentials; do not use in production)',
    `member: user ${member.userName} / PIN ${member.pin}`,
    `staff:  user ${admin.username} / PIN ${admin.pin} / role ${admin.role} / TOTP secret ${admin.totpSecret}`,
  ];
};
