import { describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  connectRealtime,
  parseMoneyUpdate,
  realtimeUrl,
  STABLE_AFTER_MS,
  type SocketLike,
} from './realtime.ts';

const UUID = '6f1c2b1e-9a8d-4c3b-8e2f-1a2b3c4d5e6f';
const frame = (channel: string, balance: unknown, event = 'money-update') =>
  JSON.stringify({ event, channel, message: JSON.stringify({ balance }) });

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readyState = 0;
  closedWith: number | undefined;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code } as CloseEvent);
  }
}

/** A hand-driven clock and timer queue. */
const fakeTimers = () => {
  let time = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let seq = 0;
  return {
    now: () => time,
    setTimer: (fn: () => void, ms: number) => {
      const id = ++seq;
      timers.push({ at: time + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    pending: () => timers.map((t) => t.at - time),
    advance(ms: number) {
      time += ms;
      for (const t of timers.filter((x) => x.at <= time)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    },
  };
};

const setup = (overrides: Partial<Parameters<typeof connectRealtime>[0]> = {}) => {
  FakeSocket.all = [];
  const clock = fakeTimers();
  const onMoneyUpdate = vi.fn();
  const onOpen = vi.fn();
  const onRejected = vi.fn();
  const connection = connectRealtime({
    memberUuid: UUID,
    url: 'ws://localhost/ccu',
    onMoneyUpdate,
    onOpen,
    onRejected,
    createSocket: (url) => new FakeSocket(url),
    random: () => 0.5,
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    ...overrides,
  });
  const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;
  return { clock, onMoneyUpdate, onOpen, onRejected, connection, last };
};

describe('parseMoneyUpdate', () => {
  it('reads the contract frame: balance in baht inside the message string', () => {
    expect(parseMoneyUpdate(frame(UUID, 123.45))).toEqual({ channel: UUID, balance: 123.45 });
    expect(parseMoneyUpdate(frame(UUID, 0))).toEqual({ channel: UUID, balance: 0 });
  });

  it('ignores other events, broken JSON, a non-string message and a non-numeric balance', () => {
    expect(parseMoneyUpdate(frame(UUID, 1, 'something-else'))).toBeNull();
    expect(parseMoneyUpdate('{not json')).toBeNull();
    expect(
      parseMoneyUpdate(JSON.stringify({ event: 'money-update', channel: UUID, message: { balance: 1 } })),
    ).toBeNull();
    expect(
      parseMoneyUpdate(JSON.stringify({ event: 'money-update', channel: UUID, message: 'nope' })),
    ).toBeNull();
    expect(parseMoneyUpdate(frame(UUID, '12.00'))).toBeNull();
    expect(parseMoneyUpdate(frame(UUID, null))).toBeNull();
    expect(parseMoneyUpdate(JSON.stringify({ event: 'money-update', message: '{"balance":1}' }))).toBeNull();
    expect(parseMoneyUpdate(new ArrayBuffer(4))).toBeNull();
    expect(parseMoneyUpdate('null')).toBeNull();
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s with jitter in [ceiling/2, ceiling] and never exceeds 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1_000);
    expect(backoffDelay(1, () => 0)).toBe(1_000);
    expect(backoffDelay(3, () => 0.5)).toBe(6_000);
    for (let attempt = 0; attempt < 100; attempt++) {
      for (const r of [0, 0.3, 0.999, 1]) {
        const delay = backoffDelay(attempt, () => r);
        expect(delay).toBeGreaterThan(0);
        expect(delay).toBeLessThanOrEqual(BACKOFF_CAP_MS);
      }
    }
    expect(backoffDelay(5, () => 0)).toBe(15_000);
    expect(backoffDelay(50, () => 0)).toBe(15_000);
    expect(backoffDelay(50, () => 1)).toBe(30_000);
  });
});

describe('realtimeUrl', () => {
  it('is same origin, wss on https and ws on http', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'chokdee.example' })).toBe('wss://chokdee.example/ccu');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ccu');
  });
});

describe('connectRealtime', () => {
  it('applies money-updates for the member only', () => {
    const { onMoneyUpdate, onOpen, last } = setup();
    expect(last().url).toBe('ws://localhost/ccu');
    last().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    last().receive(frame(UUID, 10.5));
    last().receive(frame('another-member', 99));
    last().receive(frame(UUID, 1, 'other-event'));
    last().receive('garbage');
    expect(onMoneyUpdate.mock.calls).toEqual([[10.5]]);
  });

  it('reconnects with growing, capped delays and starts over after a stable connection', () => {
    const { clock, last, onOpen } = setup();
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      last().drop();
      const [delay] = clock.pending();
      delays.push(delay!);
      clock.advance(delay!);
    }
    // random() = 0.5: 3/4 of the ceiling 1, 2, 4, 8, 16, 30, 30, 30 s.
    expect(delays).toEqual([750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500, 22_500]);
    expect(FakeSocket.all).toHaveLength(9);

    last().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    clock.advance(STABLE_AFTER_MS);
    last().drop(1001);
    expect(clock.pending()).toEqual([750]);
  });

  it('a connection that opens and drops at once keeps backing off', () => {
    const { clock, last } = setup();
    last().drop();
    clock.advance(750);
    last().open();
    last().drop();
    expect(clock.pending()).toEqual([1_500]);
  });

  it('stops for good on 4401/4403 and tells the caller', () => {
    for (const code of [4401, 4403]) {
      const { clock, last, onRejected } = setup();
      last().open();
      last().drop(code);
      expect(onRejected).toHaveBeenCalledWith(code);
      expect(clock.pending()).toEqual([]);
      expect(FakeSocket.all).toHaveLength(1);
    }
  });

  it('stop() closes the socket, cancels a pending reconnect and ignores late events', () => {
    const { clock, last, connection, onMoneyUpdate } = setup();
    const first = last();
    first.open();
    connection.stop();
    expect(first.closedWith).toBe(1000);
    first.receive(frame(UUID, 5));
    expect(onMoneyUpdate).not.toHaveBeenCalled();

    const second = setup();
    second.last().drop();
    expect(second.clock.pending()).toHaveLength(1);
    second.connection.stop();
    second.connection.stop();
    expect(second.clock.pending()).toEqual([]);
    clock.advance(60_000);
    second.clock.advance(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
