import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import type { UserInfo } from '@chokdee/domain';
import { getUserInfo } from './get-user-info.ts';

export interface UserInfoChanges {
  avatar?: string | undefined;
  email?: string | undefined;
  lineId?: string | undefined;
  name?: string | undefined;
}

/** users-infos.update: sets only the fields given (the schema already refused "none given"). */
export const updateUserInfo = async (
  db: Database,
  memberId: bigint,
  changes: UserInfoChanges,
): Promise<UserInfo> => {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await db.update(members).set(set).where(eq(members.id, memberId));
  return getUserInfo(db, memberId);
};
