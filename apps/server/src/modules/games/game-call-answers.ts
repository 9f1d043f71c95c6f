import type { GameHookStatus, GameMoneyHookAnswer } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared-statements.ts';
import { getMemberBalances, publishBalance } from '../wallet/index.ts';
import { knownStatement, type KnownCall } from './game-calls-repository.ts';

/** The provider a signed hook call came from. */
export interface HookProvider {
  id: bigint;
  code: string;
}

/**
 * What a call's money transaction decided; the answer's balance is read after it ended (a refused
 * call moved nothing, so the current balance is the answer's).
 */
export type CallDecision =
  | { kind: 'done'; balance: bigint; memberId: bigint; moved: boolean }
  | { kind: 'refused'; status: GameHookStatus; memberId: bigint | null }
  | { kind: 'known'; known: KnownCall; memberId: bigint };

/** A concurrent copy of the call claimed its transaction id first: roll back and replay its answer. */
export class CallRace extends Error {
  override name = 'CallRace';
  constructor(readonly memberId: bigint) {
    super('a concurrent copy of the call holds its transaction id');
  }
}

const cashOf = async (db: Database, memberId: bigint | null): Promise<bigint> =>
  memberId === null ? 0n : (await getMemberBalances(db, memberId)).cash;

/**
 * A known transaction id: the same body answers the first answer again (moving nothing); the mark
 * a rollback left for a bet not yet seen refuses that bet; anything else is another call under a
 * used id.
 */
const replayOf = async (
  db: Database,
  known: KnownCall,
  kind: string,
  bodyHash: string,
  memberId: bigint,
): Promise<{ status: GameHookStatus; balance: bigint }> => {
  if (known.body_hash === bodyHash && known.balance_after !== null)
    return { status: known.outcome as GameHookStatus, balance: BigInt(known.balance_after) };
  const status =
    known.body_hash === null && known.kind === 'bet' && kind === 'bet'
      ? 'TRANSACTION_ROLLED_BACK'
      : 'DUPLICATE_TRANSACTION';
  return { status, balance: await cashOf(db, memberId) };
};

/** Runs a call's money transaction and turns its decision (or a race) into the answer. */
export const answerCall = async (
  db: Database,
  call: { provider: HookProvider; transactionId: string; kind: string; bodyHash: string; user: string },
  run: () => Promise<CallDecision>,
): Promise<GameMoneyHookAnswer> => {
  const answer = (status: GameHookStatus, balance: bigint): GameMoneyHookAnswer => ({
    status,
    balance: Number(balance),
    transactionId: call.transactionId,
  });
  let decision: CallDecision;
  try {
    decision = await run();
  } catch (error) {
    if (!(error instanceof CallRace)) throw error;
    const [known] = await runPrepared<KnownCall>(db, knownStatement(call.provider.id, call.transactionId));
    if (!known) throw error;
    decision = { kind: 'known', known, memberId: error.memberId };
  }
  if (decision.kind === 'done') {
    // The ledger published its entry itself; a call that moved nothing (a win of 0, a remembered
    // rollback) still tells the member's screen, as every accepted call does.
    if (!decision.moved) publishBalance(db, call.user, decision.balance);
    return answer('OK', decision.balance);
  }
  if (decision.kind === 'known') {
    const replay = await replayOf(db, decision.known, call.kind, call.bodyHash, decision.memberId);
    return answer(replay.status, replay.balance);
  }
  return answer(decision.status, await cashOf(db, decision.memberId));
};
