import {
  addDays,
  betTransactionType,
  computeYeekeeResult,
  deriveResult,
  GOV_LOWER_PRIZE_COUNTS,
  isFourDFamily,
  isShootingFamily,
  isWinningLine,
  potentialWin,
  ROUND_FAMILIES,
  roundsAhead,
  satang,
  toBangkokIso,
  winTransactionType,
  type BetOption,
  type LottoResult,
  type RoundFamily,
  type RoundPlan,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { reserveDepositIds, seedCreditedDeposits } from '../modules/deposits/seed-demo-deposit-bank.ts';
import { loadFamilySettings, scheduleSettingsOf } from '../modules/lotto/family-settings.ts';
import {
  hasPastRounds,
  seededRoundId,
  seedSettledPoys,
  seedSettledRounds,
  type PoySeed,
  type SettledRoundSeed,
} from '../modules/lotto/seed-demo-history.ts';
import { runMoneyTransaction } from '../modules/wallet/index.ts';
import { postDemoHistory, type DemoLedgerEntry } from '../modules/wallet/seed-demo-ledger.ts';
import { DEMO_CROWD, seedPastShots, type PastShots } from '../modules/yeekee/demo-crowd.ts';
import { rowsOf, type Database } from './client.ts';

/** Past draws planted per family: the results page's history grid and hot/cold chart show 30. */
export const HISTORY_PER_FAMILY = 30;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The member's deposits, days before now, and their amounts (baht). */
const DEPOSITS: ReadonlyArray<[daysAgo: number, baht: number]> = [
  [27, 2_000],
  [21, 1_500],
  [15, 3_000],
  [10, 1_000],
  [5, 2_500],
  [2, 1_000],
];
/** Options the member's past slips use; the share of slips that hit the result on purpose, and how. */
const SLIP_OPTIONS: readonly BetOption[] = [
  'teng_bon_3',
  'tode_3',
  'teng_bon_2',
  'teng_lang_2',
  'teng_bon_1',
];
const LUCKY_SHARE = 0.3;
const LUCKY_OPTIONS: readonly BetOption[] = ['teng_bon_2', 'teng_lang_2', 'teng_bon_1'];
const POYS = 24;

/** A small seeded generator: the same history on every fresh demo (mulberry32). */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
type Random = () => number;
const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, from: number, to: number) => from + Math.floor(random() * (to - from + 1));

/** The family's last rounds whose result time is past: the schedule walked back until there are enough. */
const pastRounds = (
  family: RoundFamily,
  today: string,
  now: Date,
  schedule: ReturnType<typeof scheduleSettingsOf>,
): RoundPlan[] => {
  let plans: RoundPlan[] = [];
  for (let days = 2; days <= 1_024 && plans.length < HISTORY_PER_FAMILY; days *= 2)
    plans = roundsAhead([family], addDays(today, 1 - days), days, schedule).filter(
      (plan) => Date.parse(plan.resultAt) <= now.getTime() - 10 * MINUTE,
    );
  return plans.sort((a, b) => Date.parse(a.resultAt) - Date.parse(b.resultAt)).slice(-HISTORY_PER_FAMILY);
};

/** A plausible result as staff would type it (government prize list, index and change, 4 digits). */
const typedResult = (family: RoundFamily, random: Random): { input: unknown; result: LottoResult } => {
  const input = isFourDFamily(family)
    ? { kind: '4d' as const, four: digits(random, 4) }
    : family === 'gov'
      ? {
          kind: 'gov' as const,
          firstPrize: digits(random, 6),
          front3: [digits(random, 3), digits(random, 3)] as [string, string],
          back3: [digits(random, 3), digits(random, 3)] as [string, string],
          last2: digits(random, 2),
          lowerPrizes: {
            second: Array.from({ length: GOV_LOWER_PRIZE_COUNTS.second }, () => digits(random, 6)),
            third: Array.from({ length: GOV_LOWER_PRIZE_COUNTS.third }, () => digits(random, 6)),
            fourth: Array.from({ length: GOV_LOWER_PRIZE_COUNTS.fourth }, () => digits(random, 6)),
            fifth: Array.from({ length: GOV_LOWER_PRIZE_COUNTS.fifth }, () => digits(random, 6)),
          },
        }
      : {
          kind: 'stock' as const,
          index: (between(random, 1_000_00, 40_000_00) / 100).toFixed(2),
          change: ((random() < 0.5 ? -1 : 1) * (between(random, 1, 300_00) / 100)).toFixed(2),
        };
  return { input, result: deriveResult(input) };
};

/** 20 to 28 shots by the demo crowd over the last ten minutes of shooting, and the result they give. */
const shotRound = (plan: RoundPlan, random: Random) => {
  const end = Date.parse(plan.resultAt) - 5_000;
  const count = between(random, 20, 28);
  const shots = Array.from({ length: count }, (_, i) => ({
    userName: pick(random, DEMO_CROWD),
    yingNumber: digits(random, 5),
    at: new Date(end - (count - i) * 20_000).toISOString(),
  }));
  const draw = computeYeekeeResult(shots.map((s, i) => ({ seq: i + 1, yingNumber: s.yingNumber })));
  if (!draw) throw new Error('20 shots or more give a result');
  const input = {
    kind: 'yeekee',
    count,
    sum: draw.sum.toString(),
    sixteenth: draw.sixteenth,
    r: draw.r.toString(),
  };
  return { shots, input, result: draw.result as LottoResult };
};

/** The two staff of the two-person rule on the planted results: admin entered, a demo checker confirmed. */
const resultStaff = async (db: Database): Promise<{ enteredBy: string; decidedBy: string } | null> => {
  await db.execute(sql`
    insert into staff (username, pin_hash, role) values ('demo_checker', '!', 'Staff')
    on conflict (username) do nothing`);
  const rows = rowsOf<{ id: string; username: string }>(
    await db.execute(sql`select id::text, username from staff where username in ('admin', 'demo_checker')`),
  );
  const idOf = (name: string) => rows.find((r) => r.username === name)?.id;
  const [enteredBy, decidedBy] = [idOf('admin'), idOf('demo_checker')];
  return enteredBy && decidedBy ? { enteredBy, decidedBy } : null;
};

/**
 * Demo mode, first start only (DEMO; db/demo-seed.ts calls it before demo01's initial credit): a
 * past that makes a fresh demo look lived in.
 * - Every family's last 30 draws, settled with a confirmed result: typed-looking results for the
 *   government, stock and 4D families (entered by admin, confirmed by a demo checker), and for the
 *   shooting families 20–28 shots by the demo crowd with the result the domain function computes
 *   from them, so the verify view of a past round works.
 * - demo01: six deposits over four weeks and 24 slips on the latest rounds, some winning; every
 *   balance change an entry of the real ledger, dated when it happened.
 * Set-based: a handful of statements whatever the size, in one transaction. Skipped when rounds
 * older than yesterday exist (the history is there, or the install has a real one) or demo01
 * already has money (then nothing is written).
 */
export const seedDemoHistory = (db: Database, now = new Date(), userName = 'demo01'): Promise<void> =>
  runMoneyTransaction(db, (tx) => plantHistory(tx, now, userName)).catch((error: unknown) => {
    if (error !== ALREADY_HAS_MONEY) throw error;
  });

/** Thrown to roll the history back when the member turns out to have money already. */
const ALREADY_HAS_MONEY = new Error('demo member has money already');

const plantHistory = async (db: Database, now: Date, userName: string): Promise<void> => {
  const today = toBangkokIso(now).slice(0, 10);
  if (await hasPastRounds(db, addDays(today, -1))) return;
  const [member] = rowsOf<{ id: string }>(
    await db.execute(sql`
      select m.id::text from members m where m.user_name = ${userName}
        and not exists (select 1 from poys p where p.member_id = m.id)`),
  );
  const staff = await resultStaff(db);
  if (!member || !staff) return;
  const random = generator(20_261_127);
  const settings = await loadFamilySettings(db);
  const schedule = scheduleSettingsOf(settings, today);

  const shotRounds = new Map<RoundPlan, PastShots['shots']>();
  const rounds: SettledRoundSeed[] = ROUND_FAMILIES.flatMap((family) =>
    pastRounds(family, today, now, schedule).map((plan) => {
      const base = {
        family,
        drawDate: plan.drawDate,
        roundNo: plan.roundNo,
        name: plan.name,
        openAt: plan.openAt,
        closeAt: plan.closeAt,
        resultAt: plan.resultAt,
      };
      if (!isShootingFamily(family))
        return { ...base, source: 'STAFF' as const, ...typedResult(family, random) };
      const shot = shotRound(plan, random);
      shotRounds.set(plan, shot.shots);
      return { ...base, source: 'YEEKEE' as const, input: shot.input, result: shot.result };
    }),
  );
  const ids = await seedSettledRounds(db, rounds, staff);
  await seedPastShots(
    db,
    [...shotRounds].flatMap(([plan, shots]) => {
      const roundId = seededRoundId(ids, plan);
      return roundId ? [{ roundId, shots }] : [];
    }),
  );

  // demo01's slips: the latest rounds of the lotto families (4D sets are left to the member).
  const lotto = rounds
    .filter((r) => !isFourDFamily(r.family) && Date.parse(r.closeAt) > now.getTime() - 21 * DAY)
    .sort((a, b) => Date.parse(b.closeAt) - Date.parse(a.closeAt));
  const chosen = Array.from({ length: POYS }, (_, i) => lotto[(i * 7) % lotto.length]!).filter(
    (round, i, all) => all.indexOf(round) === i,
  );
  const poys = chosen.flatMap((round): Array<PoySeed & { round: SettledRoundSeed }> => {
    const roundId = seededRoundId(ids, round);
    const rates = settings.get(round.family)?.rates as Record<string, number> | undefined;
    if (!roundId || !rates) return [];
    const lucky = random() < LUCKY_SHARE;
    const lines = Array.from({ length: between(random, 1, 3) }, (_, i) => {
      // A lucky slip hits on its first line, a 2-digit or run number at a small price: wins a
      // member would brag about, not a jackpot on every other slip.
      const hit = lucky && i === 0;
      const option = hit ? pick(random, LUCKY_OPTIONS) : pick(random, SLIP_OPTIONS);
      const length = option.endsWith('_3') ? 3 : option.endsWith('_2') ? 2 : 1;
      const number = !hit
        ? digits(random, length)
        : option === 'teng_lang_2'
          ? (round.result.bottom2 ?? digits(random, 2))
          : (round.result.top3 ?? '').slice(-length) || digits(random, length);
      const rate = rates[option] ?? 0;
      const price = satang(BigInt(between(random, 1, hit ? 2 : 10) * 1_000));
      const win = isWinningLine(option, number, round.result) ? potentialWin(price, rate) : satang(0n);
      return { number, option, price: BigInt(price), rate, win: BigInt(win) };
    }).filter((line) => line.rate > 0);
    const at = new Date(Date.parse(round.closeAt) - between(random, 5, 120) * MINUTE);
    return lines.length > 0 ? [{ roundId, at: at.toISOString(), lines, round }] : [];
  });
  const memberId = BigInt(member.id);
  const poyIds = await seedSettledPoys(db, memberId, poys);

  const depositIds = await reserveDepositIds(db, DEPOSITS.length);
  const deposits = DEPOSITS.map(([daysAgo, baht], i) => ({
    id: depositIds[i]!,
    amount: BigInt(baht * 100),
    credited: BigInt(baht * 100 + between(random, 1, 99)),
    at: new Date(now.getTime() - daysAgo * DAY - between(random, 60, 600) * MINUTE),
  }));
  const entries: DemoLedgerEntry[] = [
    ...deposits.map((d): DemoLedgerEntry => ({
      type: 'DEPOSIT',
      idempotencyKey: `deposit:${d.id}`,
      at: d.at,
      ref: { type: 'deposit', id: d.id },
      lines: [
        { account: 'CASH', amount: d.credited },
        { account: 'HOUSE_BANK_CLEARING', amount: -d.credited },
      ],
    })),
    ...poys.flatMap((poy, i): DemoLedgerEntry[] => {
      const id = poyIds[i]!;
      const total = poy.lines.reduce((sum, l) => sum + l.price, 0n);
      const win = poy.lines.reduce((sum, l) => sum + l.win, 0n);
      const settled = new Date(Date.parse(poy.round.resultAt) + 6 * MINUTE);
      const ref = { type: 'poy', id };
      return [
        {
          type: betTransactionType(poy.round.family),
          idempotencyKey: `demo-history:bet:${id}`,
          at: new Date(poy.at),
          ref,
          lines: [
            { account: 'CASH', amount: -total },
            { account: 'HOUSE_BETS_IN_PLAY', amount: total },
          ],
        },
        {
          type: 'SETTLE_BETS',
          idempotencyKey: `demo-history:settle-bets:${id}`,
          at: settled,
          ref: { type: 'lotto_round', id: poy.roundId },
          lines: [
            { account: 'HOUSE_BETS_IN_PLAY', amount: -total },
            { account: 'HOUSE_REVENUE', amount: total },
          ],
        },
        ...(win > 0n
          ? [
              {
                type: winTransactionType(poy.round.family),
                idempotencyKey: `demo-history:win:${id}`,
                at: settled,
                ref,
                lines: [
                  { account: 'CASH' as const, amount: win },
                  { account: 'HOUSE_REVENUE' as const, amount: -win },
                ],
              },
            ]
          : []),
      ];
    }),
  ];
  const entryIds = await postDemoHistory(db, memberId, entries);
  if (!entryIds) throw ALREADY_HAS_MONEY;
  await seedCreditedDeposits(
    db,
    memberId,
    deposits.map((d) => ({ ...d, entryId: entryIds.get(`deposit:${d.id}`) ?? '' })),
  );
};
