/** The part of a `ws` WebSocket the drop rule needs (a fake in unit tests). */
export interface SendableSocket {
  readonly readyState: number;
  /** Bytes queued in user space and not yet handed to the kernel. */
  readonly bufferedAmount: number;
  send(data: string): void;
  terminate(): void;
}

export const OPEN = 1;

/** 1 MB: ~10,000 money-update frames; a healthy phone on a bad network drains far less. */
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;

export type SendOutcome = 'sent' | 'dropped' | 'not-open';

/**
 * Sends unless the socket's send queue would exceed `maxBufferedBytes`; then the socket is
 * terminated (no close frame: it would only join the queue). A consumer that does not read is
 * dropped instead of growing the server's memory; its client reconnects and starts afresh.
 */
export const sendBounded = (socket: SendableSocket, text: string, maxBufferedBytes: number): SendOutcome => {
  if (socket.readyState !== OPEN) return 'not-open';
  if (socket.bufferedAmount + Buffer.byteLength(text) > maxBufferedBytes) {
    socket.terminate();
    return 'dropped';
  }
  socket.send(text);
  return 'sent';
};
