import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { STORED_NAME, storedNameType, type ImageType } from './image-check.ts';
import type { FileStorage } from './index.ts';

/**
 * Files in `<DATA_DIR>/media`, served read-only; names are random, so a file never changes.
 * Private files live beside it in `<DATA_DIR>/private`, which nothing serves.
 */
export class LocalStorage implements FileStorage {
  private readonly dir: string;
  private readonly privateDir: string;
  private prefix = '/media/';

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'media');
    this.privateDir = path.join(dataDir, 'private');
  }

  async serve(app: FastifyInstance, prefix: string): Promise<void> {
    this.prefix = prefix;
    await fs.mkdir(this.dir, { recursive: true });
    await fs.mkdir(this.privateDir, { recursive: true, mode: 0o700 });
    // A route for stored names only, as S3Storage has: @fastify/static's catch-all would read this
    // folder on every request to check the path's spelling, a cost that grows with every upload.
    app.get(`${prefix}:name`, { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!STORED_NAME.test(name)) return reply.code(404).send();
      // A stored name is never reused, so browsers may keep a file for a year.
      const { statusCode, headers, stream, type } = await send(request.raw, `/${name}`, {
        root: this.dir,
        index: false,
        maxAge: '1y',
        immutable: true,
      });
      if (type === 'error') return reply.code(statusCode).send();
      return reply.code(statusCode).headers(headers).send(stream);
    });
  }

  async put(bytes: Uint8Array, type: ImageType): Promise<string> {
    const name = `${randomUUID()}.${type}`;
    await fs.writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    return `${this.prefix}${name}`;
  }

  async putPrivate(bytes: Uint8Array, type: ImageType): Promise<string> {
    const key = `${randomUUID()}.${type}`;
    await fs.writeFile(path.join(this.privateDir, key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async readPrivate(key: string): Promise<{ bytes: Buffer; type: ImageType } | undefined> {
    const type = storedNameType(key);
    if (!type) return undefined;
    try {
      return { bytes: await fs.readFile(path.join(this.privateDir, key)), type };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
