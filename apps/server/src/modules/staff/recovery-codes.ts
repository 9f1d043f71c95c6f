import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { markRecoveryCodeUsed, replaceRecoveryCodeHashes } from './staff-repository.ts';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read from paper

/** XXXXX-XXXXX: 10 characters of a 32-letter alphabet, 50 random bits each. */
const newCode = (): string => {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

export const normaliseRecoveryCode = (code: string): string => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

// 50 random bits need no slow hash: nobody can enumerate 2^50 SHA-256 preimages per code.
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Replaces the staff member's recovery codes with 10 new ones; returns them in clear (shown once). */
export const replaceRecoveryCodes = async (tx: Database, staffId: bigint): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await replaceRecoveryCodeHashes(tx, staffId, codes.map(hashRecoveryCode));
  return codes;
};

/** True when `code` is an unused recovery code of this staff member; it is used up at once. */
export const useRecoveryCode = (db: Database, staffId: bigint, code: string): Promise<boolean> =>
  markRecoveryCodeUsed(db, staffId, hashRecoveryCode(code));
