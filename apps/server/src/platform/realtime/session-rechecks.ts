import { LIVE_SESSIONS_BATCH } from '../auth/live-sessions.ts';
import { yieldToLoop, type Connection } from './connections.ts';
import { refusalFor, type Refusal } from './socket-auth.ts';

export interface SessionRecheckDeps {
  /** The current status behind each sid whose session is live (auth's liveSessionStatuses); one query. */
  liveSessions: (sids: readonly string[]) => Promise<Map<string, number>>;
  isOpen: (connection: Connection) => boolean;
  close: (connection: Connection, refusal: Refusal) => void;
  onError: (error: unknown) => void;
  /** Sockets per query; at most LIVE_SESSIONS_BATCH. */
  batchSize?: number;
}

export interface SessionRechecks {
  /** Queues sockets for a re-check; the ones asked for in the same turn share the queries. */
  request(connections: readonly Connection[]): void;
  /** Resolves once every queued socket has been checked. */
  settled(): Promise<void>;
}

/**
 * Re-checks the sessions of open sockets (the heartbeat's periodic ones and a member's on
 * `recheckMember`) a batch at a time, one query per batch, with a turn of the event loop between
 * batches; closes the ones the status table no longer allows, 4401 or 4403 like the upgrade. A
 * failed query leaves its sockets open (the next re-check tries again).
 */
export const createSessionRechecks = (deps: SessionRecheckDeps): SessionRechecks => {
  const batchSize = Math.min(deps.batchSize ?? LIVE_SESSIONS_BATCH, LIVE_SESSIONS_BATCH);
  let queued: Connection[] = [];
  let draining: Promise<void> | undefined;

  const check = async (batch: readonly Connection[]): Promise<void> => {
    const open = batch.filter(deps.isOpen);
    if (open.length === 0) return;
    const statuses = await deps.liveSessions([...new Set(open.map((c) => c.sid))]);
    for (const connection of open) {
      const refusal = refusalFor(statuses.get(connection.sid));
      // Closed by something else while the query ran.
      if (refusal && deps.isOpen(connection)) deps.close(connection, refusal);
    }
  };

  const drain = async (): Promise<void> => {
    // Requests of this turn (the sockets of a member on recheckMember) join one batch.
    await yieldToLoop();
    while (queued.length > 0) {
      const batch = queued.slice(0, batchSize);
      queued = queued.slice(batchSize);
      try {
        await check(batch);
      } catch (error) {
        deps.onError(error);
      }
      await yieldToLoop();
    }
  };

  const start = (): void => {
    draining = drain().finally(() => {
      draining = undefined;
      // Asked for between the last batch and here.
      if (queued.length > 0) start();
    });
  };

  return {
    request: (connections) => {
      for (const connection of connections) queued.push(connection);
      if (!draining && queued.length > 0) start();
    },
    settled: async () => {
      while (draining) await draining;
    },
  };
};
