import type { Statement } from '../../db/prepared-statements.ts';
import { hasLimitSql } from '../compliance/index.ts';
import { availableCashSql, entryIdByKeySql, owesTurnoverSql } from '../wallet/index.ts';

/**
 * The SQL of the seamless wallet (docs/games.md). Every call first reads, in one statement, the
 * caller's game session (token hash + provider + member uuid) and the call's own transaction id;
 * the row of a provider transaction id is claimed with INSERT … ON CONFLICT DO NOTHING, so ten
 * concurrent copies of one call queue on the unique index and exactly one moves money.
 */

/** The session columns every call's first statement answers ($1 token hash, $2 provider, $3 member uuid). */
const SESSION = `s as (
    select gs.member_id, m.status, gs.expires_at > now() and gs.ended_at is null as live
    from game_sessions gs join members m on m.id = gs.member_id
    where gs.token_hash = $1 and gs.provider_id = $2::bigint and m.uuid = $3::uuid)`;

/** A transaction id's row as a replay or a duplicate reads it. */
export interface KnownCall {
  kind: string;
  body_hash: string | null;
  outcome: string;
  balance_after: string | null;
}
const KNOWN = `kind, body_hash, outcome, balance_after::text`;

/** What the first statement of a call answers (no row: the token is not the member's for this provider). */
export interface CallStart {
  member_id: string;
  status: number;
  live: boolean;
  /** The call's transaction id as already committed (a replay or a duplicate), else null. */
  known: KnownCall | null;
}

/** What a batch's first statement answers for each of its bets whose token is the member's for that provider. */
export interface BatchedBetStart extends CallStart {
  /** The bet's place in the batch. */
  i: number;
  /** The row claimed for this bet (null: not claimed — refused, or a concurrent copy holds the id). */
  claimed: string | null;
  owes_turnover: boolean;
  /** Whether the member set a loss limit (the batch then reads what is left of it). */
  loss_limited: boolean;
}

/** One bet of a batch, as its first statement reads it. */
export interface BatchedBet {
  i: number;
  tokenHash: string;
  providerId: bigint;
  user: string;
  transactionId: string;
  roundId: string;
  gameId: string;
  amount: bigint;
  bodyHash: string;
}

export const balanceStatement = (tokenHash: string, providerId: bigint, user: string): Statement => ({
  text: `with ${SESSION}
    select s.member_id::text,
      ${availableCashSql('s.member_id')}::text as balance
    from s`,
  values: [tokenHash, providerId.toString(), user],
});

/**
 * A batch of bets' first statement, sent with BEGIN: for each bet the session, the id as known,
 * and — when the session takes bets (live token, member neither games-suspended nor banned) and
 * the id is new — the bet's row claimed, with whether the member owes turnover. Rows are claimed
 * in (provider, transaction id) order, so two batches that share ids wait on each other's claims
 * in one order and never deadlock. A bet whose token is not the member's has no row. The member
 * uuid is compared as text: a malformed one finds no session instead of failing the batch.
 * Each bet's session and known row are looked up on their own (LIMIT 1 on a unique key keeps the
 * planner from turning the lookups into a join): prepared while the tables were small, a join
 * planned scanning them whole, and the prepared plan kept scanning them as they grew.
 */
export const betBatchStartStatement = (bets: readonly BatchedBet[]): Statement => ({
  text: `with b as (
      select * from jsonb_to_recordset($1::jsonb)
        as b(i int, token_hash text, provider_id bigint, member_uuid text, transaction_id text, round_id text, game_id text, amount bigint, body_hash text)),
    s as (
      -- A self-excluded member is refused like a disabled one (docs/compliance.md).
      select b.i, gs.member_id,
        case when exists (select 1 from self_exclusions x where x.member_id = m.id and (x.until is null or x.until > now()))
          then 9 else m.status end as status,
        gs.expires_at > now() and gs.ended_at is null as live
      from b cross join lateral (select * from game_sessions gs
        where gs.token_hash = b.token_hash and gs.provider_id = b.provider_id limit 1) gs
      join members m on m.id = gs.member_id and m.uuid::text = b.member_uuid),
    known as (
      select b.i, row_to_json(k) as known
      from b cross join lateral (select ${KNOWN} from game_transactions
        where provider_id = b.provider_id and transaction_id = b.transaction_id limit 1) k),
    claim as (
      insert into game_transactions (provider_id, transaction_id, kind, member_id, round_id, game_id, amount, body_hash, outcome)
      select b.provider_id, b.transaction_id, 'bet', s.member_id, b.round_id, b.game_id, b.amount, b.body_hash, 'OK'
      from b join s on s.i = b.i
      where s.live and s.status not in (3, 9) and not exists (select 1 from known where known.i = b.i)
      order by b.provider_id, b.transaction_id
      on conflict (provider_id, transaction_id) do nothing
      returning id, provider_id, transaction_id)
    select s.i, s.member_id::text, s.status, s.live, k.known, c.id::text as claimed,
      ${owesTurnoverSql('s.member_id')} as owes_turnover,
      ${hasLimitSql('s.member_id', 'loss')} as loss_limited
    from s join b on b.i = s.i
    left join known k on k.i = s.i
    left join claim c on c.provider_id = b.provider_id and c.transaction_id = b.transaction_id`,
  values: [
    JSON.stringify(
      bets.map((bet) => ({
        i: bet.i,
        token_hash: bet.tokenHash,
        provider_id: bet.providerId.toString(),
        member_uuid: bet.user,
        transaction_id: bet.transactionId,
        round_id: bet.roundId,
        game_id: bet.gameId,
        amount: bet.amount.toString(),
        body_hash: bet.bodyHash,
      })),
    ),
  ],
});

/**
 * Sent with the bets' ledger entries and COMMIT: each accepted bet's row keeps its entry and the
 * balance answered. The rows are found by id (= ANY) and each entry by its key, so the plan looks
 * up both by index whatever the tables' size when the statement was prepared: a join to the
 * batch's rows planned a hash join over a scan of both tables while they were small, and the
 * prepared plan kept scanning them as they grew.
 */
export const betsRecordedStatement = (
  bets: readonly { claimed: string; entryKey: string; balanceAfter: bigint }[],
): Statement => ({
  text: `update game_transactions g set
      ledger_entry_id = ${entryIdByKeySql('r.entry_key')},
      balance_after = r.balance_after
    from unnest($1::bigint[], $2::text[], $3::bigint[]) as r(id, entry_key, balance_after)
    where g.id = any($1::bigint[]) and g.id = r.id`,
  values: [
    `{${bets.map((bet) => bet.claimed).join(',')}}`,
    bets.map((bet) => bet.entryKey),
    `{${bets.map((bet) => bet.balanceAfter.toString()).join(',')}}`,
  ],
});

/**
 * The rows claimed for bets refused for want of funds: they go with the batch, as a lone refused
 * bet's row goes with its rollback, so the id stays free for a later call.
 */
export const unclaimStatement = (claimed: readonly string[]): Statement => ({
  text: `delete from game_transactions where id = any($1::bigint[])`,
  values: [`{${claimed.join(',')}}`],
});

/** A transaction id's row, read after a concurrent copy of the call committed it. */
export const knownStatement = (providerId: bigint, transactionId: string): Statement => ({
  text: `select ${KNOWN} from game_transactions where provider_id = $1::bigint and transaction_id = $2`,
  values: [providerId.toString(), transactionId],
});

/** The first statement of a win or a rollback: the session (any age) and the id as known. */
export const settleStartStatement = (
  tokenHash: string,
  providerId: bigint,
  user: string,
  transactionId: string,
): Statement => ({
  text: `with ${SESSION},
    known as (select ${KNOWN} from game_transactions where provider_id = $2::bigint and transaction_id = $4)
    select s.member_id::text, s.status, s.live, (select row_to_json(k) from known k) as known from s`,
  values: [tokenHash, providerId.toString(), user, transactionId],
});

/** The referenced bet, locked: wins and rollbacks of one bet take turns on its row. */
export interface LockedBet {
  id: string;
  kind: string;
  member_id: string;
  amount: string;
  settled: string | null;
}
export const lockBetStatement = (providerId: bigint, transactionId: string): Statement => ({
  text: `select id::text, kind, member_id::text, amount::text, settled from game_transactions
    where provider_id = $1::bigint and transaction_id = $2 for update`,
  values: [providerId.toString(), transactionId],
});

export interface CallRow {
  providerId: bigint;
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  memberId: bigint;
  roundId: string;
  gameId: string;
  amount: bigint;
  referenceTransactionId: string | null;
  bodyHash: string | null;
  outcome: 'OK' | 'TRANSACTION_ROLLED_BACK';
  settled: 'ROLLED_BACK' | null;
}

/**
 * Claims a call's row (null: a concurrent copy holds the id); a rollback's mark of an unseen bet
 * is a bet row claimed the same way.
 */
export const claimStatement = (row: CallRow): Statement => ({
  text: `insert into game_transactions (provider_id, transaction_id, kind, member_id, round_id, game_id, amount,
      reference_transaction_id, body_hash, outcome, settled)
    values ($1::bigint, $2, $3, $4::bigint, $5, $6, $7::bigint, $8, $9, $10, $11)
    on conflict (provider_id, transaction_id) do nothing
    returning id::text`,
  values: [
    row.providerId.toString(),
    row.transactionId,
    row.kind,
    row.memberId.toString(),
    row.roundId,
    row.gameId,
    row.amount.toString(),
    row.referenceTransactionId,
    row.bodyHash,
    row.outcome,
    row.settled,
  ],
});

/** A settled call's row gets its entry (if any) and the answered balance; its bet gets its state. */
export const settledStatement = (input: {
  callId: string;
  entryKey: string | null;
  memberId: bigint;
  betId: string | null;
  settled: 'WON' | 'ROLLED_BACK';
}): Statement => ({
  text: `with bet as (
      update game_transactions set settled = $5 where id = $4::bigint and settled is distinct from 'ROLLED_BACK' returning id)
    update game_transactions set
      ledger_entry_id = ${entryIdByKeySql('$2')},
      balance_after = ${availableCashSql('$3::bigint')}
    where id = $1::bigint
    returning balance_after::text`,
  values: [input.callId, input.entryKey, input.memberId.toString(), input.betId, input.settled],
});
