import { appError } from '../errors.ts';
import { checkImage, decodeBase64 } from './image-check.ts';
import type { FileStorage } from './index.ts';

/**
 * An uploaded image (base64) stored through the storage adapter once its bytes show an allowed
 * type and size; a bad one throws UPLOAD_MALFORMED, UPLOAD_TYPE or UPLOAD_TOO_LARGE and stores nothing.
 */
export const storeImage = async (
  storage: FileStorage,
  data: string,
): Promise<{ url: string; type: string; bytes: number }> => {
  const bytes = decodeBase64(data);
  if (!bytes) throw appError('UPLOAD_MALFORMED');
  const check = checkImage(bytes);
  if (!check.ok) throw appError(check.code);
  return { url: await storage.put(bytes, check.type), type: check.type, bytes: bytes.length };
};
