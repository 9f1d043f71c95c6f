import type { Database } from '../../db/client.ts';
import type { UserInfo } from '@chokdee/domain';
import { getUserInfo } from './get-user-info.ts';
import { updateMemberProfile } from './members-repository.ts';

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
  if (Object.keys(set).length > 0) await updateMemberProfile(db, memberId, set);
  return getUserInfo(db, memberId);
};
