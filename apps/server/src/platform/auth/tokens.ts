import { SignJWT, jwtVerify } from 'jose';

/** Token and session lifetime (one number: a session row never outlives its JWT or vice versa). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AccessClaims {
  uuid: string;
  status: number;
  /** member_sessions.id: the row that makes this token revocable. */
  sid: string;
}

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export const signAccessToken = (claims: AccessClaims, secret: string, expiresAt: Date): Promise<string> =>
  new SignJWT({ uuid: claims.uuid, status: claims.status, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));

/** The claims of a well-signed, unexpired token, else null (never a throw). */
export const verifyAccessToken = async (token: string, secret: string): Promise<AccessClaims | null> => {
  try {
    // Pinning the algorithm keeps `alg: none` and key-confusion tokens out.
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    const { uuid, status, sid } = payload;
    if (typeof uuid !== 'string' || typeof status !== 'number' || typeof sid !== 'string') return null;
    return { uuid, status, sid };
  } catch {
    return null;
  }
};
