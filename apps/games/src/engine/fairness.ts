import { byteStream, NeedMoreBytes, type RandomStream } from './random.ts';

/**
 * Provably fair derivation, the same code in the server and in the member's browser (Web Crypto,
 * which Node 20 also has as globalThis.crypto).
 *
 * Block 0 is HMAC-SHA256(key = serverSeed as UTF-8, message = `${clientSeed}:${nonce}`); block k >= 1
 * is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`). The blocks are concatenated into one
 * byte stream (see random.ts for the byte-to-integer mapping). A game needing more than the bytes
 * at hand (only after many rejections) is replayed from the start on one more block.
 */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

export const sha256Hex = async (text: string): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

const hmacBlock = async (
  key: CryptoKey,
  clientSeed: string,
  nonce: number,
  k: number,
): Promise<Uint8Array> => {
  const message = k === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${k}`;
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
};

export const deriveOutcome = async <T>(seeds: RoundSeeds, play: (random: RandomStream) => T): Promise<T> => {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(seeds.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const blocks: Uint8Array[] = [];
  for (;;) {
    blocks.push(await hmacBlock(key, seeds.clientSeed, seeds.nonce, blocks.length));
    const bytes = new Uint8Array(blocks.length * 32);
    blocks.forEach((block, i) => bytes.set(block, i * 32));
    try {
      return play(byteStream(bytes));
    } catch (error) {
      if (!(error instanceof NeedMoreBytes)) throw error;
    }
  }
};
