import { satang, type UserInfo } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { getMemberBalances } from '../wallet/index.ts';
import { findUserInfoRow } from './members-repository.ts';

/**
 * The caller's own profile (userInfo of spec §3). Keyed by the authenticated member id only: no
 * way to ask for someone else's.
 */
export const getUserInfo = async (db: Database, memberId: bigint): Promise<UserInfo> => {
  const row = await findUserInfoRow(db, memberId);
  if (!row) throw notFound();
  const balances = await getMemberBalances(db, memberId);
  return {
    level: Number(row.level),
    lineId: row.line_id,
    userName: row.user_name,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    phoneNumber: row.phone_number,
    lineUid: row.line_uid,
    hasPin: row.has_pin,
    birthDate: row.birth_date,
    // Available (balance - held); loyaltyPoint is kept in hundredths like money (modules/wallet).
    cash: satang(balances.cash),
    afCash: satang(balances.afCash),
    loyaltyPoint: satang(balances.loyaltyPoint),
    supportData: {
      activePopup: row.active_popup ?? false,
      activeSupport: row.active_support ?? false,
      officePhoneNumber: row.office_phone,
      urlBailek: row.url_bailek,
      urlPopup: row.url_popup,
      urlSupport: row.url_support,
    },
  };
};
