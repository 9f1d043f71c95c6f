import { EventEmitter } from 'node:events';

/**
 * Where committed balance changes go. Structurally the realtime module's
 * `app.realtime.publishMoneyUpdate(memberUuid, balanceSatang)`; register it once per database
 * handle with setMoneyUpdatePublisher. Until then (and in tests) the in-process emitter below.
 */
export interface MoneyUpdatePublisher {
  publishMoneyUpdate(memberUuid: string, balanceSatang: bigint): unknown;
}

export interface MoneyUpdate {
  memberUuid: string;
  /** Available cash (balance - held) in satang, as committed. */
  balanceSatang: bigint;
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

/** The default: an in-process event, so a same-process WebSocket hub or a test can listen. */
export const inProcessMoneyUpdates: MoneyUpdatePublisher = {
  publishMoneyUpdate: (memberUuid, balanceSatang) =>
    emitter.emit('money-update', { memberUuid, balanceSatang } satisfies MoneyUpdate),
};

/** Listens to the in-process default; answers the unsubscribe function. */
export const onMoneyUpdate = (listener: (update: MoneyUpdate) => void): (() => void) => {
  emitter.on('money-update', listener);
  return () => emitter.off('money-update', listener);
};

// Keyed by the database handle, not global: two apps in one process (tests) stay apart.
const publishers = new WeakMap<object, MoneyUpdatePublisher>();

export const setMoneyUpdatePublisher = (db: object, publisher: MoneyUpdatePublisher): void => {
  publishers.set(db, publisher);
};

export const moneyUpdatePublisherFor = (db: object): MoneyUpdatePublisher =>
  publishers.get(db) ?? inProcessMoneyUpdates;

/**
 * Publishes a member's current available cash without an entry (a call that moved nothing but
 * whose caller promised the member's screen an update). Never throws: the answer must not wait for it.
 */
export const publishBalance = (db: object, memberUuid: string, balanceSatang: bigint): void => {
  try {
    Promise.resolve(moneyUpdatePublisherFor(db).publishMoneyUpdate(memberUuid, balanceSatang)).catch(
      () => undefined,
    );
  } catch {
    // a publisher bug never turns an answered call into an error
  }
};
