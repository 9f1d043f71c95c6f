import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { optionalText } from './env-values.ts';

/**
 * Where uploaded files go (docs/support.md, "Files"): a directory under DATA_DIR by default, or
 * an S3-compatible bucket when all of the S3 variables are set.
 */
export const storageEnv = z.object({
  STORAGE_S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STORAGE_S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
  ),
  STORAGE_S3_REGION: optionalText,
  STORAGE_S3_ACCESS_KEY_ID: optionalText,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
});

export interface S3StorageConfig {
  /** The service's base URL (path-style: `<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface StorageConfig {
  /** Undefined: files go to `<DATA_DIR>/media`. */
  s3: S3StorageConfig | undefined;
}

const S3_NAMES = [
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_REGION',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
] as const;

export const readStorageConfig = (e: z.infer<typeof storageEnv>): StorageConfig => {
  const {
    STORAGE_S3_ENDPOINT: endpoint,
    STORAGE_S3_BUCKET: bucket,
    STORAGE_S3_REGION: region,
    STORAGE_S3_ACCESS_KEY_ID: accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = e;
  if (endpoint && bucket && region && accessKeyId && secretAccessKey)
    return { s3: { endpoint: endpoint.replace(/\/+$/, ''), bucket, region, accessKeyId, secretAccessKey } };
  const set = S3_NAMES.filter((name) => e[name] !== undefined);
  if (set.length > 0)
    throw new ConfigError(
      `S3 storage needs all of ${S3_NAMES.join(', ')}; missing ${S3_NAMES.filter((n) => !set.includes(n)).join(', ')}`,
    );
  return { s3: undefined };
};
