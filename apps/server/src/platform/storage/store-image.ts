import { appError } from '../errors.ts';
import { checkImage, decodeBase64, type ImageType } from './image-check.ts';
import type { FileStorage } from './index.ts';

/**
 * An uploaded image (base64) stored through the storage adapter once its bytes show an allowed
 * type and size; a bad one throws UPLOAD_MALFORMED, UPLOAD_TYPE or UPLOAD_TOO_LARGE and stores nothing.
 */
export const storeImage = async (
  storage: FileStorage,
  data: string,
): Promise<{ url: string; type: string; bytes: number }> => {
  const image = checkedImage(data);
  return { url: await storage.put(image.bytes, image.type), type: image.type, bytes: image.bytes.length };
};

/** An uploaded image (base64) decoded and checked, or the upload error; nothing is stored. */
const checkedImage = (data: string): { bytes: Buffer; type: ImageType } => {
  const bytes = decodeBase64(data);
  if (!bytes) throw appError('UPLOAD_MALFORMED');
  const check = checkImage(bytes);
  if (!check.ok) throw appError(check.code);
  return { bytes, type: check.type };
};

/**
 * Private images (identity documents): every one is checked before any is stored, so a bad
 * second picture leaves no first one behind. Answers their private keys, in order.
 */
export const keepPrivateImages = async (storage: FileStorage, data: readonly string[]): Promise<string[]> => {
  const images = data.map(checkedImage);
  return Promise.all(images.map((image) => storage.putPrivate(image.bytes, image.type)));
};
