/**
 * Seeds what games.spec.ts needs but no member-facing API can create: a member with money to play
 * (the demo's initial credit, `seedDemoWallet`) and a member with account status 3 (games
 * suspended, through the back office's `setMemberStatus`). Runs before the server starts, like
 * seed-members.ts, with the server's own code.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { setMemberStatus } from '../../apps/server/src/modules/members/member-admin-repository.ts';
import { signupMember } from '../../apps/server/src/modules/members/signup-member.ts';
import { seedDemoWallet } from '../../apps/server/src/modules/wallet/seed-demo-wallet.ts';
import { GAMES_MEMBER, GAMES_SUSPENDED_MEMBER } from './fixtures.ts';
import { ADULT_BIRTH_DATE } from './admin.ts';

export async function seedE2eGames(db: Database): Promise<void> {
  await signupMember(db, {
    userName: GAMES_MEMBER.userName,
    password: GAMES_MEMBER.pin,
    phoneNumber: GAMES_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  await seedDemoWallet(db, GAMES_MEMBER.userName);
  const suspended = await signupMember(db, {
    userName: GAMES_SUSPENDED_MEMBER.userName,
    password: GAMES_SUSPENDED_MEMBER.pin,
    phoneNumber: GAMES_SUSPENDED_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  if (!(await setMemberStatus(db, suspended.id, 3))) throw new Error('could not set the member status');
}
