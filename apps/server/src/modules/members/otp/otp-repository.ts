import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import type { Transaction } from '../../../platform/realtime/index.ts';
import {
  generateRefCode,
  hashOtp,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  OTP_WINDOW_MINUTES,
  otpMatches,
} from './otp-code.ts';

/**
 * The OTP rows every SMS-code flow shares (forgot PIN, adding a phone): the per-owner window,
 * the insert with a fresh ref code, and the single-use, attempt-counted consumption; and the
 * member rows those flows lock and change.
 */

/** The codes of one member (an SQL condition on otp_requests for otpWindow). */
export const ownedByMember = (memberId: string): SQL => sql`member_id = ${memberId}::bigint`;
/** The decoy codes of a forgot-PIN pair no member has. */
export const ownedByUnknownPair = (phoneNumber: string): SQL =>
  sql`member_id is null and phone_number = ${phoneNumber}`;

/** consumeOtp's match for a forgot-PIN code: the pair names the member, the code went to their number. */
export const forgotPinMatch = (pair: { userName: string; phoneNumber: string }): SQL =>
  sql`m.user_name = ${pair.userName} and o.phone_number = ${pair.phoneNumber} and m.phone_number = ${pair.phoneNumber}`;

/** consumeOtp's match for a new number: the caller's code, sent to that number. */
export const newPhoneMatch = (memberId: string, phoneNumber: string): SQL =>
  sql`m.id = ${memberId}::bigint and o.phone_number = ${phoneNumber}`;

/** Locks the member a forgot-PIN pair names, so concurrent requests count each other. */
export const lockMemberByPair = async (
  tx: Transaction,
  pair: { userName: string; phoneNumber: string },
): Promise<string | undefined> => {
  const [member] = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id::text as id from members where user_name = ${pair.userName} and phone_number = ${pair.phoneNumber} for update`,
    ),
  );
  return member?.id;
};

export const lockMemberById = async (tx: Transaction, memberId: string): Promise<void> => {
  await tx.execute(sql`select id from members where id = ${memberId}::bigint for update`);
};

/** Whether another member than `memberId` holds the number. */
export const phoneHeldByOther = async (
  tx: Transaction,
  phoneNumber: string,
  memberId: string,
): Promise<boolean> => {
  const [holder] = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id::text as id from members where phone_number = ${phoneNumber} and id <> ${memberId}::bigint`,
    ),
  );
  return holder !== undefined;
};

export const storePhoneNumber = async (
  tx: Transaction,
  memberId: string,
  phoneNumber: string,
): Promise<void> => {
  await tx.execute(sql`update members set phone_number = ${phoneNumber} where id = ${memberId}::bigint`);
};

/** The new PIN; the failed-login count restarts, a staff lock stays. */
export const storeResetPin = async (
  tx: Transaction,
  memberId: string,
  pinHash: string,
): Promise<{ uuid: string } | undefined> => {
  const [member] = rowsOf<{ uuid: string }>(
    await tx.execute(sql`
      update members set pin_hash = ${pinHash}, has_pin = true, pin_changed_at = now(), failed_login_count = 0
      where id = ${memberId}::bigint returning uuid::text as uuid`),
  );
  return member;
};

/** Codes of `purpose` issued to `owner` (an SQL condition on otp_requests) in the current window. */
export const otpWindow = async (
  tx: Transaction,
  owner: SQL,
  purpose: string,
): Promise<{ count: number; retryAfter: number }> => {
  const [window] = rowsOf<{ count: number; retry_after: number | null }>(
    await tx.execute(sql`
      select count(*)::int as count,
        ceil(extract(epoch from min(created_at) + make_interval(mins => ${OTP_WINDOW_MINUTES}) - now()))::int as retry_after
      from otp_requests
      where ${owner} and purpose = ${purpose} and created_at > now() - make_interval(mins => ${OTP_WINDOW_MINUTES})`),
  );
  return { count: window?.count ?? 0, retryAfter: Math.max(1, window?.retry_after ?? 1) };
};

/** Stores the hash of `code` under a fresh ref code (drawn again on the rare collision). */
export const insertOtp = async (
  tx: Transaction,
  key: Buffer,
  row: { memberId: string | null; phoneNumber: string; purpose: string; code: string },
): Promise<{ refCode: string; expiresAt: Date }> => {
  for (let attempt = 1; ; attempt++) {
    const refCode = generateRefCode();
    const inserted = rowsOf<{ expires_at: Date | string }>(
      await tx.execute(sql`
        insert into otp_requests (member_id, ref_code, code_hash, phone_number, purpose, expires_at)
        values (${row.memberId}::bigint, ${refCode}, ${hashOtp(key, refCode, row.code)}, ${row.phoneNumber},
          ${row.purpose}, now() + make_interval(mins => ${OTP_TTL_MINUTES}))
        on conflict (ref_code) do nothing
        returning expires_at`),
    );
    if (inserted[0]) return { refCode, expiresAt: new Date(inserted[0].expires_at) };
    if (attempt >= 5) throw new Error('could not draw a free OTP ref code');
  }
};

/**
 * Uses one attempt of a live, unused code of `purpose` whose member row `m` and row `o` satisfy
 * `match`, then marks it used if the code is right (a second conditional UPDATE: of two
 * concurrent correct uses exactly one wins). Resolves to the member id, or null for any failure;
 * a wrong code still commits its counted attempt.
 */
export const consumeOtp = async (
  tx: Transaction,
  key: Buffer,
  input: { purpose: string; refOtpCode: string; otpCode: string; match: SQL },
): Promise<string | null> => {
  const [claimed] = rowsOf<{ id: string; member_id: string; code_hash: string }>(
    await tx.execute(sql`
      update otp_requests o set attempts = o.attempts + 1
      from members m
      where o.ref_code = ${input.refOtpCode} and o.purpose = ${input.purpose}
        and m.id = o.member_id and ${input.match}
        and o.used_at is null and o.expires_at > now() and o.attempts < ${OTP_MAX_ATTEMPTS}
      returning o.id::text as id, o.member_id::text as member_id, o.code_hash`),
  );
  if (!claimed || !otpMatches(key, input.refOtpCode, input.otpCode, claimed.code_hash)) return null;
  const used = rowsOf<{ id: string }>(
    await tx.execute(
      sql`update otp_requests set used_at = now() where id = ${claimed.id}::bigint and used_at is null returning id::text as id`,
    ),
  );
  return used.length === 1 ? claimed.member_id : null;
};
