import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** A back-office session lasts one working day; a stolen laptop's cookie dies overnight. */
export const STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;
export const STAFF_AUDIENCE = 'staff';

export interface StaffClaims {
  /** staff.id */
  sub: string;
  /** staff_sessions.id */
  sid: string;
}

/**
 * Staff tokens are signed with a key derived from JWT_SECRET for staff only, and carry
 * `aud: staff`: a member token can never verify here, and a staff token never as a member's
 * (whatever claims either carries).
 */
const staffKey = (jwtSecret: string): Uint8Array =>
  createHmac('sha256', jwtSecret).update('chokdee:staff-jwt').digest();

export const signStaffToken = (claims: StaffClaims, jwtSecret: string, expiresAt: Date): Promise<string> =>
  new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(staffKey(jwtSecret));

export const verifyStaffToken = async (token: string, jwtSecret: string): Promise<StaffClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, staffKey(jwtSecret), {
      algorithms: ['HS256'],
      audience: STAFF_AUDIENCE,
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || !/^\d{1,18}$/.test(sub) || typeof sid !== 'string') return null;
    return { sub, sid };
  } catch {
    return null;
  }
};

/** Signed double submit, as for members, but with a staff-only label. */
export const staffCsrfTokenFor = (sid: string, jwtSecret: string): string =>
  createHmac('sha256', jwtSecret).update(`staff-csrf:${sid}`).digest('base64url');
