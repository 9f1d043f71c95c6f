import { createHash, randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import type { S3StorageConfig } from '../../config/storage-config.ts';
import { STORED_NAME, storedNameType, type ImageType } from './image-check.ts';
import type { FileStorage } from './index.ts';

const TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
/** Private files' folder in the bucket: `/media/:name` matches no slash, so it never serves them. */
const PRIVATE = 'private/';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), path-style, each request
 * signed with AWS Signature V4 by `aws4fetch`. The site still serves them under `/media/` (a
 * signed GET, streamed through): URLs stay same-origin, so the CSP's img-src and the sanitiser's
 * "images from the site only" hold, and the bucket can stay private.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;
  private prefix = '/media/';

  constructor(private readonly config: S3StorageConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
    });
  }

  private urlOf(name: string): string {
    return `${this.config.endpoint}/${this.config.bucket}/${name}`;
  }

  serve(app: FastifyInstance, prefix: string): Promise<void> {
    this.prefix = prefix;
    app.get(`${prefix}:name`, { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!STORED_NAME.test(name)) return reply.code(404).send();
      const answer = await this.client.fetch(this.urlOf(name), { signal: AbortSignal.timeout(10_000) });
      if (answer.status === 404) return reply.code(404).send();
      if (!answer.ok) throw new Error(`S3 GET ${name} answered ${answer.status}`);
      const type = TYPES[name.slice(name.lastIndexOf('.') + 1) as ImageType];
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(await answer.arrayBuffer()));
    });
    return Promise.resolve();
  }

  async put(bytes: Uint8Array, type: ImageType): Promise<string> {
    const name = `${randomUUID()}.${type}`;
    await this.upload(name, bytes, type);
    return `${this.prefix}${name}`;
  }

  async putPrivate(bytes: Uint8Array, type: ImageType): Promise<string> {
    const key = `${randomUUID()}.${type}`;
    await this.upload(`${PRIVATE}${key}`, bytes, type);
    return key;
  }

  async readPrivate(key: string): Promise<{ bytes: Buffer; type: ImageType } | undefined> {
    const type = storedNameType(key);
    if (!type) return undefined;
    const answer = await this.client.fetch(this.urlOf(`${PRIVATE}${key}`), {
      signal: AbortSignal.timeout(10_000),
    });
    if (answer.status === 404) return undefined;
    if (!answer.ok) throw new Error(`S3 GET private ${key} answered ${answer.status}`);
    return { bytes: Buffer.from(await answer.arrayBuffer()), type };
  }

  private async upload(name: string, bytes: Uint8Array, type: ImageType): Promise<void> {
    const answer = await this.client.fetch(this.urlOf(name), {
      method: 'PUT',
      body: bytes,
      // The payload's hash is signed too, so the bucket stores exactly these bytes.
      headers: {
        'content-type': TYPES[type],
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) throw new Error(`S3 PUT ${name} answered ${answer.status}`);
  }
}
