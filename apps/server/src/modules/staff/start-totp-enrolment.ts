import QRCode from 'qrcode';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { newTotpSecret, otpauthUri } from '../../platform/staff-auth/index.ts';
import { setPendingTotpSecret } from './staff-repository.ts';

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  /** `data:image/svg+xml;base64,...`: an <img src> the admin page shows as is. */
  qrCode: string;
}

/**
 * A new pending secret (replacing any earlier unconfirmed one). It only becomes the login
 * factor once confirm-totp-enrolment sees a code made from it. Re-enrolling requires a Super
 * Admin's reset first, so a stolen session cannot silently swap the second factor.
 */
export const startTotpEnrolment = async (
  db: Database,
  who: { id: bigint; username: string; totpEnrolled: boolean },
): Promise<TotpEnrolment> => {
  if (who.totpEnrolled) throw appError('TOTP_ALREADY_ENROLLED');
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, who.id, secret);
  const uri = otpauthUri(secret, who.username);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri: uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
};
