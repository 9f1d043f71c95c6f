/**
 * Seeds what the browser specs need but no public API can create: a member with account status 2,
 * the member Lighthouse audits the member pages as, and the member the shell spec walks as.
 * Runs in the harness before the server starts, on the same fresh PGlite directory (PGlite is
 * single-process, so nothing may touch it while the server runs). It uses the server's own code —
 * migrations, the demo seed, `signupMember` and the back-office `setMemberStatus` — so the row is
 * exactly what a staff status change would leave; the server then issues and checks the real token.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/db/demo-seed.ts';
import { setMemberStatus } from '../../apps/server/src/modules/members/member-admin-repository.ts';
import { signupMember } from '../../apps/server/src/modules/members/signup-member.ts';
import { CREDIT_SUSPENDED_MEMBER, LIGHTHOUSE_MEMBER, SHELL_MEMBER } from './fixtures.ts';
import { ADULT_BIRTH_DATE } from './admin.ts';

export async function seedE2eMembers(db: Database): Promise<void> {
  await seedDemo(db);
  const member = await signupMember(db, {
    userName: CREDIT_SUSPENDED_MEMBER.userName,
    password: CREDIT_SUSPENDED_MEMBER.pin,
    phoneNumber: CREDIT_SUSPENDED_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  if (!(await setMemberStatus(db, member.id, 2))) throw new Error('could not set the member status');
  await signupMember(db, {
    userName: LIGHTHOUSE_MEMBER.userName,
    password: LIGHTHOUSE_MEMBER.pin,
    phoneNumber: LIGHTHOUSE_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
  await signupMember(db, {
    userName: SHELL_MEMBER.userName,
    password: SHELL_MEMBER.pin,
    phoneNumber: SHELL_MEMBER.phoneNumber,
    birthDate: ADULT_BIRTH_DATE,
  });
}
