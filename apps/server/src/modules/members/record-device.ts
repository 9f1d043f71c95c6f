import { createHash } from 'node:crypto';
import type { DevicePayload } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { insertDevice } from './members-repository.ts';

/** Stored payloads are capped: the endpoint is public, so it must not become free bulk storage. */
export const MAX_DEVICE_PAYLOAD_BYTES = 16 * 1024;

// Fields that stay the same across visits of one browser (not page, headers or battery level).
const STABLE_FIELDS = [
  'deviceId',
  'platform',
  'cpuCores',
  'pixelDepth',
  'touchSupport',
  'gpuTier',
  'plugins',
  'screen',
];

/** A visitorId for a client whose fingerprint library gave none: sha256 of its stable fields. */
export const deriveVisitorId = (payload: Record<string, unknown>, userAgent: string | undefined): string => {
  const stable = STABLE_FIELDS.map((key) => [key, payload[key] ?? null]);
  return createHash('sha256')
    .update(JSON.stringify([userAgent ?? '', stable]))
    .digest('hex')
    .slice(0, 32);
};

export interface DeviceContext {
  memberId: bigint | null;
  userAgent: string | undefined;
  ip: string | undefined;
}

/** Appends one fingerprint; staff later list members sharing a visitorId. */
export const recordDevice = async (
  db: Database,
  payload: DevicePayload,
  context: DeviceContext,
): Promise<{ visitorId: string }> => {
  const json = JSON.stringify(payload);
  if (Buffer.byteLength(json) > MAX_DEVICE_PAYLOAD_BYTES) {
    throw appError('DEVICE_TOO_LARGE');
  }
  const visitorId = payload.visitorId ?? deriveVisitorId(payload, context.userAgent);
  await insertDevice(db, {
    visitorId,
    memberId: context.memberId,
    payload,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
    ip: context.ip ?? null,
  });
  return { visitorId };
};
