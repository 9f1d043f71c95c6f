import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveOutcome, sha256Hex } from './fairness.ts';
import { spinSlot } from './slot.ts';
import { byteStream } from './random.ts';

const seeds = { serverSeed: 'a3f1c0de'.repeat(8), clientSeed: 'lucky-member', nonce: 7 };

describe('provably fair derivation', () => {
  it('hashes the server seed with SHA-256 as lowercase hex', async () => {
    expect(await sha256Hex(seeds.serverSeed)).toBe(
      createHash('sha256').update(seeds.serverSeed).digest('hex'),
    );
  });

  it('draws from HMAC-SHA256(serverSeed, clientSeed:nonce), as recomputed with node:crypto', async () => {
    const block0 = createHmac('sha256', seeds.serverSeed).update('lucky-member:7').digest();
    const fair = await deriveOutcome(seeds, (random) => spinSlot(random, 10));
    expect(fair).toEqual(spinSlot(byteStream(block0), 10));
  });

  it('extends the stream with blocks clientSeed:nonce:k and replays the game on them', async () => {
    const expected = Buffer.concat(
      [0, 1, 2].map((k) =>
        createHmac('sha256', seeds.serverSeed)
          .update(k === 0 ? 'lucky-member:7' : `lucky-member:7:${k}`)
          .digest(),
      ),
    );
    // 20 words need three blocks of eight.
    const words = await deriveOutcome(seeds, (random) =>
      Array.from({ length: 20 }, () => random.below(2 ** 32)),
    );
    expect(words).toEqual(Array.from({ length: 20 }, (_, i) => expected.readUInt32BE(i * 4)));
  });

  it('gives another result for another nonce or client seed', async () => {
    const play = (s: typeof seeds) => deriveOutcome(s, (random) => spinSlot(random, 10).stops);
    const base = await play(seeds);
    expect(await play({ ...seeds, nonce: 8 })).not.toEqual(base);
    expect(await play({ ...seeds, clientSeed: 'other' })).not.toEqual(base);
  });
});
