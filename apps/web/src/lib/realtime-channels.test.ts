import { describe, expect, it, vi } from 'vitest';
import { connectRealtime, type SocketLike } from './realtime.ts';
import { ChannelRegistry, parseFrame } from './realtime-channels.ts';

const sub = (channel: string) => JSON.stringify({ action: 'subscribe', channel });
const unsub = (channel: string) => JSON.stringify({ action: 'unsubscribe', channel });
const frame = (channel: string, event = 'ying-update', message = '{}') =>
  JSON.stringify({ event, channel, message });

class Socket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readyState = 0;
  sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

describe('public channels on the /ccu connection', () => {
  it('subscribes once per channel while attached, and unsubscribes when the last watcher leaves', () => {
    const registry = new ChannelRegistry();
    const sent: string[] = [];
    const stopEarly = registry.watch('ying:1', () => {});
    registry.attach((text) => sent.push(text));
    expect(sent).toEqual([sub('ying:1')]);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = registry.watch('ying:2', a);
    const stopB = registry.watch('ying:2', b);
    expect(sent).toEqual([sub('ying:1'), sub('ying:2')]);
    registry.dispatch({ event: 'ying-update', channel: 'ying:2', message: 'x' });
    registry.dispatch({ event: 'ying-update', channel: 'ying:3', message: 'y' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledWith({ event: 'ying-update', channel: 'ying:2', message: 'x' });
    stopA();
    stopA();
    expect(sent).toHaveLength(2);
    stopB();
    stopEarly();
    expect(sent.slice(2)).toEqual([unsub('ying:2'), unsub('ying:1')]);
    registry.detach();
    registry.watch('ying:4', () => {});
    expect(sent).toHaveLength(4);
  });

  it('re-subscribes after a reconnect and hands the channel frames to the watchers, money-update aside', () => {
    const registry = new ChannelRegistry();
    const sockets: Socket[] = [];
    const timers: (() => void)[] = [];
    const onMoneyUpdate = vi.fn();
    const connection = connectRealtime({
      memberUuid: 'u1',
      url: 'ws://x/ccu',
      onMoneyUpdate,
      channels: registry,
      createSocket: () => {
        const socket = new Socket();
        sockets.push(socket);
        return socket;
      },
      setTimer: (fn) => timers.push(fn),
      clearTimer: () => {},
    });
    const seen = vi.fn();
    registry.watch('ying:9', seen);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([sub('ying:9')]);
    sockets[0]!.receive(frame('ying:9', 'subscribed', ''));
    sockets[0]!.receive(frame('ying:9'));
    sockets[0]!.receive(JSON.stringify({ event: 'money-update', channel: 'u1', message: '{"balance":5}' }));
    expect(seen.mock.calls.map(([f]) => (f as { event: string }).event)).toEqual([
      'subscribed',
      'ying-update',
    ]);
    expect(onMoneyUpdate).toHaveBeenCalledWith(5);
    sockets[0]!.drop();
    timers.shift()?.();
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([sub('ying:9')]);
    connection.stop();
  });

  it('reads only well-formed frames', () => {
    expect(parseFrame(frame('ying:1'))).toEqual({ event: 'ying-update', channel: 'ying:1', message: '{}' });
    expect(parseFrame('{oops')).toBeNull();
    expect(parseFrame(JSON.stringify({ event: 'x', channel: 1, message: '' }))).toBeNull();
    expect(parseFrame(new ArrayBuffer(2))).toBeNull();
  });
});
