import { potentialWin, satang, type LottoResult, type RoundFamily } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { loadFamilySettings } from './family-settings.ts';

/** A past round with its confirmed result, as the demo history plants it (db/demo-history.ts). */
export interface SettledRoundSeed {
  family: RoundFamily;
  drawDate: string;
  roundNo: number;
  name: string;
  openAt: string;
  closeAt: string;
  resultAt: string;
  /** STAFF: entered by one staff member and confirmed by another; YEEKEE: computed from the shots. */
  source: 'STAFF' | 'YEEKEE';
  input: unknown;
  result: LottoResult;
}

/** A settled poy of the demo member (lotto options, not 4D sets): its lines, the rate (hundredths) sold at, what each won. */
export interface PoySeed {
  roundId: string;
  at: string;
  lines: ReadonlyArray<{ number: string; option: string; price: bigint; rate: number; win: bigint }>;
}

const keyOf = (family: string, drawDate: string, roundNo: number) => `${family}:${drawDate}:${roundNo}`;

/** Whether a history was planted already (or the install has run for days): rounds before yesterday exist. */
export const hasPastRounds = async (db: Database, before: string): Promise<boolean> =>
  rowsOf(await db.execute(sql`select 1 from lotto_rounds where draw_date < ${before}::date limit 1`)).length >
  0;

/**
 * Past rounds, SETTLED, each with its CONFIRMED result (published a few minutes after the result
 * time), in two statements; the rounds copy the families' current rates like generated ones.
 * Answers the round ids by `family:drawDate:roundNo`. Rounds already there are left alone.
 */
export const seedSettledRounds = async (
  db: Database,
  rounds: readonly SettledRoundSeed[],
  staff: { enteredBy: string; decidedBy: string },
): Promise<Map<string, string>> => {
  const settings = Object.fromEntries(
    [...(await loadFamilySettings(db)).values()].map((s) => [
      s.family,
      { rates: s.rates, bounds: s.bounds, round_max: s.roundMax, cancel_minutes: s.cancelMinutes },
    ]),
  );
  const plan = rounds.map((r) => ({
    family: r.family,
    draw_date: r.drawDate,
    round_no: r.roundNo,
    name: r.name,
    open_at: r.openAt,
    close_at: r.closeAt,
    result_at: r.resultAt,
    source: r.source,
    input: r.input,
    result: r.result,
  }));
  const inserted = rowsOf<{ id: string; family: string; draw_date: string; round_no: number }>(
    await db.execute(sql`
      with plan as (
        select * from jsonb_to_recordset(${JSON.stringify(plan)}::jsonb)
          as p(family text, draw_date date, round_no int, name text, open_at timestamptz, close_at timestamptz, result_at timestamptz)
      ), family as (select ${JSON.stringify(settings)}::jsonb as settings)
      insert into lotto_rounds (family, draw_date, round_no, name, open_at, close_at, result_at, status, rates, bounds, round_max, cancel_minutes, settled_at, created_at)
      select p.family, p.draw_date, p.round_no, p.name, p.open_at, p.close_at, p.result_at, 'SETTLED',
        f.settings -> p.family -> 'rates', f.settings -> p.family -> 'bounds',
        (f.settings -> p.family ->> 'round_max')::bigint, (f.settings -> p.family ->> 'cancel_minutes')::int,
        p.result_at + interval '6 minutes', p.open_at
      from plan p cross join family f
      order by p.family, p.draw_date, p.round_no
      on conflict (family, draw_date, round_no) do nothing
      returning id::text, family, to_char(draw_date, 'YYYY-MM-DD') as draw_date, round_no`),
  );
  const ids = new Map(inserted.map((r) => [keyOf(r.family, r.draw_date, Number(r.round_no)), r.id]));
  const results = plan.flatMap((p) => {
    const roundId = ids.get(keyOf(p.family, p.draw_date, p.round_no));
    return roundId ? [{ round_id: roundId, source: p.source, input: p.input, result: p.result }] : [];
  });
  if (results.length === 0) return ids;
  await db.execute(sql`
    with plan as (
      select * from jsonb_to_recordset(${JSON.stringify(results)}::jsonb)
        as p(round_id bigint, source text, input jsonb, result jsonb)
    ), stored as (
      insert into lotto_results (round_id, version, input, result, status, source, entered_by, entered_at, decided_by, decided_at)
      select p.round_id, 1, p.input, p.result, 'CONFIRMED', p.source,
        case when p.source = 'STAFF' then ${staff.enteredBy}::bigint end, r.result_at + interval '3 minutes',
        case when p.source = 'STAFF' then ${staff.decidedBy}::bigint end, r.result_at + interval '5 minutes'
      from plan p join lotto_rounds r on r.id = p.round_id
      returning id, round_id)
    update lotto_rounds r set settled_result_id = s.id from stored s where r.id = s.round_id`);
  return ids;
};

export const seededRoundId = (
  ids: Map<string, string>,
  round: Pick<SettledRoundSeed, 'family' | 'drawDate' | 'roundNo'>,
) => ids.get(keyOf(round.family, round.drawDate, round.roundNo));

/**
 * The demo member's settled poys and their lines, in two statements. Answers the poy ids in the
 * order given (the caller writes their BET and WIN entries through the wallet).
 */
export const seedSettledPoys = async (
  db: Database,
  memberId: bigint,
  poys: readonly PoySeed[],
): Promise<string[]> => {
  if (poys.length === 0) return [];
  const plan = poys.map((p, ord) => ({
    ord,
    round_id: p.roundId,
    at: p.at,
    total: p.lines.reduce((sum, l) => sum + l.price, 0n).toString(),
    win: p.lines.reduce((sum, l) => sum + l.win, 0n).toString(),
  }));
  const inserted = rowsOf<{ id: string; ord: number }>(
    await db.execute(sql`
      with plan as (
        select * from jsonb_to_recordset(${JSON.stringify(plan)}::jsonb)
          as p(ord int, round_id bigint, at timestamptz, total bigint, win bigint)
      ), stored as (
        insert into poys (member_id, round_id, total, status, win, result_id, request_hash, idempotency_key, created_at)
        select ${memberId.toString()}::bigint, p.round_id, p.total, 'SETTLED', p.win, r.settled_result_id, 'demo-history',
          'demo-history:' || p.ord, p.at
        from plan p join lotto_rounds r on r.id = p.round_id
        order by p.ord
        returning id, idempotency_key)
      select s.id::text, p.ord from stored s join plan p on s.idempotency_key = 'demo-history:' || p.ord`),
  );
  const idOf = new Map(inserted.map((r) => [Number(r.ord), r.id]));
  const lines = poys.flatMap((p, ord) =>
    p.lines.map((l) => ({
      poy_id: idOf.get(ord),
      round_id: p.roundId,
      number: l.number,
      option: l.option,
      price: l.price.toString(),
      multiply: l.rate,
      payout: potentialWin(satang(l.price), l.rate).toString(),
      win: l.win.toString(),
    })),
  );
  await db.execute(sql`
    insert into poy_lines (poy_id, round_id, number, option, price, multiply, payout, win)
    select poy_id, round_id, number, option, price, multiply, payout, win
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
      as l(poy_id bigint, round_id bigint, number text, option text, price bigint, multiply int, payout bigint, win bigint)`);
  return poys.map((_, ord) => idOf.get(ord) ?? '');
};
