import { satangToBaht } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { notFound } from '../../platform/errors.ts';
import { getMemberBalances } from '../wallet/index.ts';

/** userInfo of spec §3. */
export interface UserInfo {
  level: number;
  lineId: string | null;
  userName: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  phoneNumber: string | null;
  lineUid: string | null;
  /** False for a member registered through LINE who has not set a PIN yet (users.set-password). */
  hasPin: boolean;
  // Baht (cash = available: balance - held); loyaltyPoint with 2 decimals (modules/wallet).
  cash: number;
  afCash: number;
  loyaltyPoint: number;
  supportData: SupportData;
}

export interface SupportData {
  activePopup: boolean;
  activeSupport: boolean;
  officePhoneNumber: string | null;
  urlBailek: string | null;
  urlPopup: string | null;
  urlSupport: string | null;
}

interface Row {
  level: number;
  line_id: string | null;
  user_name: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  phone_number: string | null;
  line_uid: string | null;
  has_pin: boolean;
  active_popup: boolean | null;
  active_support: boolean | null;
  office_phone: string | null;
  url_bailek: string | null;
  url_popup: string | null;
  url_support: string | null;
}

/**
 * The caller's own profile with their agent's support data (the centre agent when theirs is
 * missing). Keyed by the authenticated member id only: no way to ask for someone else's.
 */
export const getUserInfo = async (db: Database, memberId: bigint): Promise<UserInfo> => {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select m.level, m.line_id, m.user_name, m.name, m.email, m.avatar, m.phone_number, m.line_uid, m.has_pin,
        a.active_popup, a.active_support, a.phone_number as office_phone, a.url_bailek, a.url_popup, a.url_support
      from members m
      left join lateral (
        select * from agents where id in (m.agent_id, ${CENTRE_AGENT_ID})
        order by (id = m.agent_id) desc limit 1
      ) a on true
      where m.id = ${memberId.toString()}::bigint`),
  );
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
    cash: satangToBaht(balances.cash),
    afCash: satangToBaht(balances.afCash),
    loyaltyPoint: satangToBaht(balances.loyaltyPoint),
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
