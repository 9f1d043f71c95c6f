import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffRecoveryCodes } from '../../db/schema/index.ts';

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
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: hashRecoveryCode(code) })));
  return codes;
};

/** Marks the code used if it is an unused code of this staff member; one conditional UPDATE, so it works once. */
export const useRecoveryCode = async (db: Database, staffId: bigint, code: string): Promise<boolean> => {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
};
