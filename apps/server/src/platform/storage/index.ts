import type { FastifyInstance } from 'fastify';
import { LocalStorage } from './local-storage.ts';

export { checkImage, decodeBase64, MAX_IMAGE_BYTES, type ImageType } from './image-check.ts';
export { storeImage } from './store-image.ts';

/** Where uploaded files are served from (the web's dev server proxies it too). */
export const MEDIA_PREFIX = '/media/';

/**
 * The one storage adapter for uploaded files (content and chat images). `put`
 * stores checked bytes under a fresh random name and answers the URL they are served at.
 * LocalStorage (a directory under DATA_DIR) is the only implementation yet; an S3-compatible one
 * is the documented second (docs/support.md).
 */
export interface FileStorage {
  put(bytes: Uint8Array, extension: string): Promise<string>;
}

export const registerStorage = async (app: FastifyInstance, dataDir: string): Promise<FileStorage> => {
  const storage = new LocalStorage(dataDir);
  await storage.serve(app, MEDIA_PREFIX);
  return storage;
};
