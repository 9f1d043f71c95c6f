import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_BUFFERED_BYTES, sendBounded, type SendableSocket } from './bounded-send.ts';
import { createInProcessHub, frameText, type Delivery } from './hub.ts';
import { moneyUpdateMessage } from './money.ts';

describe('in-process hub', () => {
  it('delivers a frame to the listeners of its channel only, serialized once as { event, channel, message }', async () => {
    const hub = createInProcessHub();
    const a1: Delivery[] = [];
    const a2: Delivery[] = [];
    const b: Delivery[] = [];
    hub.subscribe('a', (d) => a1.push(d));
    hub.subscribe('a', (d) => a2.push(d));
    hub.subscribe('b', (d) => b.push(d));
    await hub.publish('a', 'money-update', '{"balance":1}');
    expect(a1).toHaveLength(1);
    expect(a1[0]!.text).toBe('{"event":"money-update","channel":"a","message":"{\\"balance\\":1}"}');
    expect(a2[0]).toBe(a1[0]);
    expect(b).toEqual([]);
    await hub.close();
  });

  it('stops delivering after unsubscribe (idempotent) and forgets empty channels', async () => {
    const hub = createInProcessHub();
    const got: string[] = [];
    const first = hub.subscribe('a', (d) => got.push(d.frame.message));
    const second = hub.subscribe('a', (d) => got.push(`2:${d.frame.message}`));
    expect(hub.channelCount()).toBe(1);
    first.unsubscribe();
    first.unsubscribe();
    await hub.publish('a', 'e', 'x');
    expect(got).toEqual(['2:x']);
    second.unsubscribe();
    expect(hub.channelCount()).toBe(0);
  });

  it('a listener that throws does not keep the frame from the others', async () => {
    const onError = vi.fn();
    const hub = createInProcessHub(onError);
    const got: string[] = [];
    hub.subscribe('a', () => {
      throw new Error('boom');
    });
    hub.subscribe('a', (d) => got.push(d.frame.message));
    await hub.publish('a', 'e', 'x');
    expect(got).toEqual(['x']);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('frameText and money-update message', () => {
  it('keeps the contract key order and puts the balance in baht (<= 2 decimals) inside a JSON string', () => {
    expect(frameText({ channel: 'u', message: 'm', event: 'e' })).toBe(
      '{"event":"e","channel":"u","message":"m"}',
    );
    expect(moneyUpdateMessage(12_345n)).toBe('{"balance":123.45}');
    expect(moneyUpdateMessage(0n)).toBe('{"balance":0}');
    expect(moneyUpdateMessage(10n)).toBe('{"balance":0.1}');
    expect(moneyUpdateMessage(1_000_000_029n)).toBe('{"balance":10000000.29}');
  });
});

class FakeSocket implements SendableSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  terminated = false;
  send(data: string): void {
    this.sent.push(data);
    // Nobody reads: everything stays queued.
    this.bufferedAmount += Buffer.byteLength(data);
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

describe('bounded send queue', () => {
  it('sends while the queue stays within the limit, then terminates the socket instead of queueing more', () => {
    const socket = new FakeSocket();
    const frame = 'x'.repeat(100);
    const outcomes = Array.from({ length: 12 }, () => sendBounded(socket, frame, 1_000));
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill('sent'));
    expect(outcomes[10]).toBe('dropped');
    expect(outcomes[11]).toBe('not-open');
    expect(socket.sent).toHaveLength(10);
    expect(socket.terminated).toBe(true);
  });

  it('a consumer that drains is never dropped', () => {
    const socket = new FakeSocket();
    for (let i = 0; i < 10_000; i++) {
      expect(sendBounded(socket, '{"event":"money-update"}', DEFAULT_MAX_BUFFERED_BYTES)).toBe('sent');
      socket.bufferedAmount = 0;
    }
    expect(socket.terminated).toBe(false);
  });

  it('does not send to a socket that is not open', () => {
    const socket = new FakeSocket();
    socket.readyState = 2;
    expect(sendBounded(socket, 'x', 10)).toBe('not-open');
    expect(socket.sent).toEqual([]);
  });
});
