import { vi } from 'vitest';

/** A WebSocket that connects nowhere: tests open, message and close it by calling its handlers. */
export class FakeWebSocket {
  /** Every socket made since the last installFakeWebSocket(), in order. */
  static all: FakeWebSocket[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  readyState = 0;
  closed = false;
  /** What the app sent, in order. */
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
}

/** Replaces the global WebSocket with a fresh FakeWebSocket record (call in beforeEach). */
export const installFakeWebSocket = (): void => {
  FakeWebSocket.all = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
};
