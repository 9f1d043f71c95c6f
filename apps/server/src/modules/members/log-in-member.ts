import { randomBytes } from 'node:crypto';
import type { LoginRequest } from '@chokdee/domain';
import { ACCOUNT_STATUS } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { hashPin, verifyPin } from '../../platform/pin-hash.ts';
import { appError } from '../../platform/errors.ts';

/** The 5th consecutive failure locks the account until staff unlock it (api-contract, Members). */
export const MAX_FAILED_LOGINS = 5;

export interface LoggedInMember {
  id: bigint;
  uuid: string;
  status: number;
  name: string | null;
}

// Verified against when the user name is unknown, so the answer takes as long as for a real one.
let dummyHash: Promise<string> | undefined;
const dummyPinHash = (): Promise<string> => (dummyHash ??= hashPin(randomBytes(16).toString('hex')));

interface MemberRow {
  id: string;
  uuid: string;
  status: number;
  name: string | null;
  pin_hash: string;
  locked: boolean;
}

/** One atomic UPDATE counts the failure and locks at the 5th, so parallel guesses cannot slip past. */
const recordFailure = async (db: Database, id: string): Promise<boolean> => {
  const rows = rowsOf<{ locked: boolean }>(
    await db.execute(sql`
      update members set failed_login_count = failed_login_count + 1,
        login_locked_at = case when failed_login_count + 1 >= ${MAX_FAILED_LOGINS} then coalesce(login_locked_at, now()) else login_locked_at end
      where id = ${id}::bigint
      returning login_locked_at is not null as locked`),
  );
  return rows[0]?.locked ?? false;
};

/** Resets the count unless a parallel failure locked the account meanwhile (then the lock wins). */
const recordSuccess = async (db: Database, id: string): Promise<boolean> => {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`update members set failed_login_count = 0 where id = ${id}::bigint and login_locked_at is null returning id::text as id`,
    ),
  );
  return rows.length === 1;
};

/** Checks user name and PIN; throws the contract's 401 / 423 / 403. */
export const logInMember = async (db: Database, input: LoginRequest): Promise<LoggedInMember> => {
  const [member] = rowsOf<MemberRow>(
    await db.execute(sql`
      select id::text as id, uuid::text as uuid, status, name, pin_hash, login_locked_at is not null as locked
      from members where user_name = ${input.userName}`),
  );
  if (!member) {
    await verifyPin(await dummyPinHash(), input.password);
    throw appError('INVALID_CREDENTIALS');
  }
  if (member.locked) throw appError('LOCKED');
  if (!(await verifyPin(member.pin_hash, input.password))) {
    throw (await recordFailure(db, member.id)) ? appError('LOCKED') : appError('INVALID_CREDENTIALS');
  }
  if (!(await recordSuccess(db, member.id))) throw appError('LOCKED');
  // Checked only after the PIN: a wrong PIN must not tell anyone the account is banned.
  if (Number(member.status) === ACCOUNT_STATUS.banned) throw appError('FORBIDDEN');
  return { id: BigInt(member.id), uuid: member.uuid, status: Number(member.status), name: member.name };
};
