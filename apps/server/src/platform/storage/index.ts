import type { FastifyInstance } from 'fastify';
import type { StorageConfig } from '../../config/storage-config.ts';
import type { ImageType } from './image-check.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

export { checkImage, decodeBase64, MAX_IMAGE_BYTES, type ImageType } from './image-check.ts';
export { keepPrivateImages, storeImage } from './store-image.ts';

/** Where uploaded files are served from (the web's dev server proxies it too). */
export const MEDIA_PREFIX = '/media/';

/**
 * The one storage adapter for uploaded files (content and chat images). `put`
 * stores checked bytes under a fresh random name and answers the URL they are served at (always
 * `/media/<name>` on this site). LocalStorage: a directory under DATA_DIR (the default);
 * S3Storage: an S3-compatible bucket when the STORAGE_S3_* variables are set (docs/support.md).
 */
export interface FileStorage {
  put(bytes: Uint8Array, type: ImageType): Promise<string>;
  /**
   * Private files (identity documents): stored under a fresh random key that `/media/` never
   * serves; only `readPrivate` gives them back, to a route that checked who asks.
   */
  putPrivate(bytes: Uint8Array, type: ImageType): Promise<string>;
  /** A private file's bytes and type; undefined when the key is unknown. */
  readPrivate(key: string): Promise<{ bytes: Buffer; type: ImageType } | undefined>;
}

export const registerStorage = async (
  app: FastifyInstance,
  config: { dataDir: string; storage: StorageConfig },
): Promise<FileStorage> => {
  const storage = config.storage.s3 ? new S3Storage(config.storage.s3) : new LocalStorage(config.dataDir);
  await storage.serve(app, MEDIA_PREFIX);
  return storage;
};
