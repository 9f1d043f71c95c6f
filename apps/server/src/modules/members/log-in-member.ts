import { randomBytes } from 'node:crypto';
import type { LoginRequest } from '@chokdee/domain';
import { ACCOUNT_STATUS } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { hashPin, verifyPin } from '../../platform/pin-hash.ts';
import { appError } from '../../platform/errors.ts';
import { findLoginRow, recordLoginFailure, recordLoginSuccess } from './members-repository.ts';

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

/** Checks user name and PIN; throws the contract's 401 / 423 / 403. */
export const logInMember = async (db: Database, input: LoginRequest): Promise<LoggedInMember> => {
  const member = await findLoginRow(db, input.userName);
  if (!member) {
    await verifyPin(await dummyPinHash(), input.password);
    throw appError('INVALID_CREDENTIALS');
  }
  if (member.locked) throw appError('LOCKED');
  if (!(await verifyPin(member.pin_hash, input.password))) {
    throw (await recordLoginFailure(db, member.id, MAX_FAILED_LOGINS))
      ? appError('LOCKED')
      : appError('INVALID_CREDENTIALS');
  }
  if (!(await recordLoginSuccess(db, member.id))) throw appError('LOCKED');
  // Checked only after the PIN: a wrong PIN must not tell anyone the account is banned.
  if (Number(member.status) === ACCOUNT_STATUS.banned) throw appError('FORBIDDEN');
  return { id: BigInt(member.id), uuid: member.uuid, status: Number(member.status), name: member.name };
};
