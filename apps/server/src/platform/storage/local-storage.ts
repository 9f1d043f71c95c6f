import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { storedNameType, type ImageType } from './image-check.ts';
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
    await app.register(fastifyStatic, {
      root: this.dir,
      prefix,
      decorateReply: false,
      cacheControl: false,
      // A stored name is never reused, so browsers may keep a file for a year.
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
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
