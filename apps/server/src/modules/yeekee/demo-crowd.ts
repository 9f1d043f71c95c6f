import { DEMO_SHOOTER_PREFIX, SHOOTING_FAMILIES, YING_COOLDOWN_SECONDS } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { issueSession } from '../../platform/auth/index.ts';
import { startScheduler, type Scheduler } from '../../platform/scheduler.ts';

/**
 * The demo crowd (DEMO mode only, docs/yeekee.md "Demo"): a few demo accounts that shoot into the
 * Yeekee-family rounds about to end, so a fresh demo's rounds reach 20 shots and produce results.
 * They shoot through `POST /api/yings.create` with their own sessions, as any member does, and the
 * shot lists label them (their user names start with `demo_`, which no member can register).
 */
export const DEMO_CROWD: readonly string[] = [
  'somchai',
  'malee',
  'niran',
  'pim',
  'kittisak',
  'suda',
  'anan',
  'ratana',
  'wichai',
  'ploy',
  'boonmee',
  'kanya',
].map((name) => `${DEMO_SHOOTER_PREFIX}${name}`);

/** Every round ends with at least this many shots (20 are needed for a result). */
export const CROWD_TARGET = 24;
/** The crowd looks at rounds whose shooting ends within this window, and fills them up gradually. */
const WINDOW_MS = 10 * 60_000;
/** The last minute before the result time the round is kept at the full target. */
const FULL_BEFORE_MS = 60_000;
/** A little over the server's cooldown, so a shooter is never refused for shooting too soon. */
const REST_MS = YING_COOLDOWN_SECONDS * 1000 + 500;
const TICK_MS = 1_500;

const SHOOTING = sql.raw(`(${SHOOTING_FAMILIES.map((f) => `'${f}'`).join(', ')})`);

/** The crowd's accounts, once (demo seed): no PIN can open them (`!` is no hash), nobody logs in as them. */
export const seedDemoCrowd = async (db: Database): Promise<void> => {
  await db.execute(sql`
    insert into members (user_name, pin_hash, has_pin, name, agent_id, birth_date)
    select u, '!', false, 'Demo', 2, '1990-05-17' from jsonb_array_elements_text(${JSON.stringify(DEMO_CROWD)}::jsonb) as u
    on conflict (user_name) do nothing`);
};

/** How many shots a round should have `leftMs` before its result time: rising to the target. */
export const crowdWants = (leftMs: number): number => {
  if (leftMs <= FULL_BEFORE_MS) return CROWD_TARGET;
  const done = 1 - (leftMs - FULL_BEFORE_MS) / (WINDOW_MS - FULL_BEFORE_MS);
  return Math.max(1, Math.ceil(CROWD_TARGET * Math.min(1, done)));
};

export interface CrowdShooter {
  token: string;
  /** When this shooter's last shot went out (ms). */
  restUntil: number;
}

export type ShootThroughApi = (token: string, betId: string, yingNumber: string) => Promise<number>;

/** A shot as any member's: `POST /api/yings.create` with the shooter's bearer token; answers the status. */
export const shootThrough =
  (app: Pick<FastifyInstance, 'inject'>): ShootThroughApi =>
  async (token, betId, yingNumber) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/yings.create',
        headers: { authorization: `Bearer ${token}` },
        payload: { betId, yingNumber },
      })
    ).statusCode;

/**
 * One look at the rounds: every round whose shooting ends within the window and that has fewer
 * shots than `crowdWants` gets one shot from a rested shooter, a random number. Answers the
 * number of shots sent. `now` and `random` are the caller's (tests pass their own).
 */
export const crowdTick = async (
  db: Database,
  shooters: readonly CrowdShooter[],
  shoot: ShootThroughApi,
  now: number,
  random: () => number,
): Promise<number> => {
  const rounds = rowsOf<{ id: string; left_ms: string; count: number | null }>(
    await db.execute(sql`
      select r.id::text, (extract(epoch from r.result_at) * 1000 - ${now})::bigint::text as left_ms, c.count
      from lotto_rounds r left join lotto_ying_counters c on c.round_id = r.id
      where r.family in ${SHOOTING} and r.status in ('SCHEDULED', 'OPEN', 'CLOSED', 'SHOOTING')
        and r.open_at <= to_timestamp(${now / 1000}) and r.result_at > to_timestamp(${(now + 2_000) / 1000})
        and r.result_at <= to_timestamp(${(now + WINDOW_MS) / 1000})
      order by r.result_at`),
  ).filter((round) => Number(round.count ?? 0) < crowdWants(Number(round.left_ms)));
  // The longest rested first: the shots go round the crowd.
  const rested = shooters.filter((s) => s.restUntil <= now).sort((a, b) => a.restUntil - b.restUntil);
  const shots = rounds.slice(0, rested.length).map((round, i) => {
    const shooter = rested[i]!;
    shooter.restUntil = now + REST_MS;
    const yingNumber = String(Math.floor(random() * 100_000)).padStart(5, '0');
    return shoot(shooter.token, round.id, yingNumber);
  });
  await Promise.all(shots);
  return shots.length;
};

export interface DemoCrowdDeps {
  db: Database;
  config: Pick<Config, 'demo' | 'isProduction' | 'jwtSecret'>;
  shoot: ShootThroughApi;
  log: FastifyBaseLogger;
  now?: () => number;
  random?: () => number;
  start?: typeof startScheduler;
}

/**
 * Starts the crowd in demo mode; null otherwise (never in production, never in tests unless a
 * test starts it). Its step runs on the scheduler, whose timers do not keep the process alive;
 * `stop()` ends it (server shutdown).
 */
export const startDemoCrowd = async (deps: DemoCrowdDeps): Promise<Scheduler | null> => {
  if (!deps.config.demo || deps.config.isProduction) return null;
  const { db, now = Date.now, random = Math.random, start = startScheduler } = deps;
  const members = rowsOf<{ id: string; uuid: string; status: number }>(
    await db.execute(sql`
      select id::text, uuid::text, status from members where user_name in (select jsonb_array_elements_text(${JSON.stringify(DEMO_CROWD)}::jsonb)) order by id`),
  );
  const shooters: CrowdShooter[] = await Promise.all(
    members.map(async (m) => ({
      token: (
        await issueSession(db, deps.config.jwtSecret, { id: BigInt(m.id), uuid: m.uuid, status: m.status })
      ).token,
      restUntil: 0,
    })),
  );
  if (shooters.length === 0) return null;
  return start(
    [{ name: 'demo-crowd', everyMs: TICK_MS, run: () => crowdTick(db, shooters, deps.shoot, now(), random) }],
    deps.log,
  );
};

/** A past round's shots as the demo history plants them (db/demo-history.ts): by the crowd, in order. */
export interface PastShots {
  roundId: string;
  shots: ReadonlyArray<{ userName: string; yingNumber: string; at: string }>;
}

/**
 * Demo mode only: the shots of past rounds (their results were computed from exactly these with the
 * domain function), numbered 1..N, and each round's counter closed with their count and sum, so
 * the export and the verify view of a past round work as for any drawn round. Two statements.
 */
export const seedPastShots = async (db: Database, rounds: readonly PastShots[]): Promise<void> => {
  const rows = rounds.flatMap((round) =>
    round.shots.map((shot, i) => ({ round_id: round.roundId, seq: i + 1, ...shot })),
  );
  if (rows.length === 0) return;
  const source = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as s(round_id bigint, seq int, "userName" text, "yingNumber" text, at timestamptz)`;
  await db.execute(sql`
    insert into lotto_yings (round_id, seq, member_id, ying_number, created_at)
    select s.round_id, s.seq, m.id, s."yingNumber", s.at from ${source} join members m on m.user_name = s."userName"
    order by s.round_id, s.seq`);
  await db.execute(sql`
    insert into lotto_ying_counters (round_id, count, sum, closed)
    select s.round_id, count(*), sum(s."yingNumber"::bigint), true from ${source} group by s.round_id
    on conflict (round_id) do nothing`);
};
