import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeHub } from '../../platform/realtime/index.ts';
import { YING_UPDATE, YingUpdateBatcher, type YingUpdateMessage } from './ying-updates.ts';

const shot = (seq: number) => ({
  seq,
  yingNumber: String(seq).padStart(5, '0'),
  userName: 'de***01',
  createdAt: '2026-11-23T10:00:00+07:00',
});

describe('YingUpdateBatcher', () => {
  let sent: Array<{ at: number; channel: string; event: string; message: YingUpdateMessage }>;
  let batcher: YingUpdateBatcher;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    const hub = {
      publish: (channel: string, event: string, message: string) => {
        sent.push({ at: Date.now(), channel, event, message: JSON.parse(message) as YingUpdateMessage });
        return Promise.resolve();
      },
    } as unknown as RealtimeHub;
    batcher = new YingUpdateBatcher(hub, { warn: () => undefined } as unknown as FastifyBaseLogger);
  });
  afterEach(() => {
    batcher.close();
    vi.useRealTimers();
  });

  it('sends the first shot at once, then at most one frame per 250 ms per round, shots in sequence order', async () => {
    batcher.add('7', shot(1), 1, 1n);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    // 100 shots over one second, arriving out of order in pairs.
    for (let i = 0; i < 50; i++) {
      batcher.add('7', shot(3 + 2 * i), 3 + 2 * i, BigInt(3 + 2 * i));
      batcher.add('7', shot(2 + 2 * i), 2 + 2 * i, BigInt(2 + 2 * i));
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(500);
    const gaps = sent.slice(1).map((s, i) => s.at - sent[i]!.at);
    expect(gaps.every((gap) => gap >= 250)).toBe(true);
    expect(sent.length).toBeLessThanOrEqual(6);
    const seqs = sent.flatMap((s) => s.message.shots.map((x) => x.seq));
    expect(seqs).toEqual(Array.from({ length: 101 }, (_, i) => i + 1));
    for (const s of sent)
      expect(s.message.shots.map((x) => x.seq)).toEqual(
        [...s.message.shots.map((x) => x.seq)].sort((a, b) => a - b),
      );
    expect(sent.at(-1)?.message).toMatchObject({ count: 101, sum: '101' });
    expect(sent.every((s) => s.channel === 'ying:7' && s.event === YING_UPDATE)).toBe(true);
  });

  it('keeps the highest running count of a batch, and rounds apart', async () => {
    batcher.add('1', shot(5), 5, 50n);
    batcher.add('2', shot(1), 1, 10n);
    await vi.advanceTimersByTimeAsync(0);
    batcher.add('1', shot(7), 7, 70n);
    batcher.add('1', shot(6), 6, 60n);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent.map((s) => [s.channel, s.message.count, s.message.sum])).toEqual([
      ['ying:1', 5, '50'],
      ['ying:2', 1, '10'],
      ['ying:1', 7, '70'],
    ]);
  });
});
