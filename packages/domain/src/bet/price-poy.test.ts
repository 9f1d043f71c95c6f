import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { satang, type Satang } from '../money/satang.ts';
import { effectiveRate, type RateTier } from './effective-rate.ts';
import { FAMILY_OPTIONS, OPTION_DIGITS, type BetOption } from './options.ts';
import { DEFAULT_PRICE_BOUNDS } from './price-bounds.ts';
import { pricePoy, type NumberState, type PricingRound, type PoyLineOrder } from './price-poy.ts';
import { DEFAULT_RATES, hundredthsToRate, potentialWin } from './rates.ts';

const GOV = FAMILY_OPTIONS.gov;

const roundOf = (tiers: RateTier[], roundMax: Satang | null = null): PricingRound => ({
  family: 'gov',
  rates: DEFAULT_RATES.gov,
  bounds: DEFAULT_PRICE_BOUNDS,
  tiers,
  roundMax,
});

const tierList = fc.array(
  fc.record({
    aboveStake: fc.bigInt({ min: 0n, max: 100_000n }).map(satang),
    ratePercent: fc.integer({ min: 0, max: 99 }),
  }),
  { maxLength: 3 },
);

/** Distinct numbers of the gov options, each priced within the default bounds. */
const poyLines = fc
  .uniqueArray(
    fc
      .record({ option: fc.constantFrom(...GOV), n: fc.integer({ min: 0, max: 999 }) })
      .map(({ option, n }) => ({
        option,
        number: String(n % 10 ** OPTION_DIGITS[option]).padStart(OPTION_DIGITS[option], '0'),
      })),
    { minLength: 1, maxLength: 8, selector: (l) => `${l.option}:${l.number}` },
  )
  .chain((keys) =>
    fc.tuple(
      ...keys.map((key) =>
        fc
          .bigInt({ min: 100n, max: 200_000n })
          .map((price): PoyLineOrder => ({ ...key, price: satang(price) })),
      ),
    ),
  );

const states = fc.dictionary(
  fc.string(),
  fc.record({
    rule: fc.option(fc.integer({ min: 0, max: 90_000 }), { nil: undefined }),
    sold: fc.bigInt({ min: 0n, max: 200_000n }).map(satang),
  }),
);
const stateFrom =
  (table: Record<string, Omit<NumberState, 'rule'> & { rule: number | undefined }>) =>
  (line: PoyLineOrder): NumberState =>
    table[`${line.option}:${line.number}`] ?? { rule: undefined, sold: satang(0) };

describe('pricePoy', () => {
  it('prices every line at the effective rate for the stake sold before the poy, and totals the prices', () => {
    fc.assert(
      fc.property(poyLines, tierList, states, (lines, tiers, table) => {
        const stateOf = stateFrom(table);
        const pricing = pricePoy(lines, roundOf(tiers), stateOf);
        const rates = lines.map((line) =>
          effectiveRate({
            roundRate: DEFAULT_RATES.gov[line.option] ?? 0,
            fixedRate: stateOf(line).rule,
            soldStake: stateOf(line).sold,
            tiers,
          }),
        );
        if (rates.includes(0)) {
          expect(pricing.outcome).toBe('refused');
          return;
        }
        if (pricing.outcome !== 'priced') throw new Error(`expected priced, got ${pricing.outcome}`);
        expect(pricing.total).toBe(lines.reduce((sum, l) => sum + l.price, 0n));
        pricing.lines.forEach((priced, i) => {
          expect(priced.rate).toBe(rates[i]);
          expect(priced.payout).toBe(potentialWin(priced.price, priced.rate));
          const sold = stateOf(lines[i]!).sold;
          // The rate holds over the range recorded on the line, which contains the stake priced on.
          if (priced.soldAbove !== null) expect(sold > priced.soldAbove).toBe(true);
          if (priced.soldUpTo !== null) expect(sold <= priced.soldUpTo).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('never prices a line outside its bounds or the round maximum', () => {
    fc.assert(
      fc.property(
        poyLines,
        fc.bigInt({ min: 100n, max: 300_000n }).map(satang),
        fc.nat({ max: 7 }),
        fc.bigInt({ min: 1n, max: 2_000_000n }).map(satang),
        (lines, roundMax, which, price) => {
          const index = which % lines.length;
          const poy = lines.map((l, i) => (i === index ? { ...l, price } : l));
          const pricing = pricePoy(poy, roundOf([], roundMax), () => ({
            rule: undefined,
            sold: satang(0),
          }));
          const bounds = DEFAULT_PRICE_BOUNDS[poy[index]!.option];
          const max = roundMax < bounds.betMax ? roundMax : bounds.betMax;
          const outside = (l: PoyLineOrder) => {
            const b = DEFAULT_PRICE_BOUNDS[l.option];
            return l.price < b.betMin || l.price > (roundMax < b.betMax ? roundMax : b.betMax);
          };
          if (price < bounds.betMin || price > max) {
            expect(pricing.outcome).toBe('refused');
            if (pricing.outcome === 'refused')
              expect(pricing.problems).toContainEqual(
                expect.objectContaining({ index, code: 'PRICE_BOUNDS' }),
              );
          } else expect(pricing.outcome).toBe(poy.some(outside) ? 'refused' : 'priced');
        },
      ),
    );
  });

  it('answers the rates now when a confirmed rate is no longer offered, and accepts any rate not above it', () => {
    fc.assert(
      fc.property(poyLines, fc.integer({ min: 1, max: 200_000 }), (lines, rule) => {
        const state = () => ({ rule, sold: satang(0) });
        const accepted = lines.map((l) => ({ ...l, multiply: hundredthsToRate(rule) }));
        expect(pricePoy(accepted, roundOf([]), state).outcome).toBe('priced');
        const higher = lines.map((l, i) => (i === 0 ? { ...l, multiply: hundredthsToRate(rule + 1) } : l));
        expect(pricePoy(higher, roundOf([]), state)).toEqual({
          outcome: 'rateChanged',
          rates: [{ number: lines[0]!.number, option: lines[0]!.option, multiply: hundredthsToRate(rule) }],
        });
      }),
    );
  });

  it('refuses a closed number and a number whose tier closed it, naming the line', () => {
    const line = (number: string, option: BetOption): PoyLineOrder => ({
      number,
      option,
      price: satang(100),
    });
    const poy = [line('12', 'teng_bon_2'), line('34', 'teng_bon_2'), line('56', 'teng_bon_2')];
    const tiers: RateTier[] = [{ aboveStake: satang(1_000), ratePercent: 0 }];
    const stateOf = (l: PoyLineOrder): NumberState =>
      l.number === '12'
        ? { rule: null, sold: satang(0) }
        : { rule: undefined, sold: satang(l.number === '34' ? 1_001 : 1_000) };
    expect(pricePoy(poy, roundOf(tiers), stateOf)).toEqual({
      outcome: 'refused',
      problems: [
        { index: 0, code: 'NUMBER_CLOSED', message: 'This number is closed' },
        { index: 1, code: 'NUMBER_CLOSED', message: 'This number is closed' },
      ],
    });
  });

  it('under a discount charges the prices less the discount and sells at the discount rates in proportion', () => {
    const discount = { percent: 33, rates: { ...DEFAULT_RATES.gov, teng_bon_2: 6500, teng_bon_3: 65000 } };
    const poy: PoyLineOrder[] = [
      { number: '12', option: 'teng_bon_2', price: satang(100_00) },
      { number: '345', option: 'teng_bon_3', price: satang(10_00), multiply: 650 },
    ];
    // 12 sold past the 50 % tier: its discount rate halves with its full rate.
    const stateOf = (l: PoyLineOrder): NumberState => ({
      rule: undefined,
      sold: satang(l.number === '12' ? 2_000 : 0),
    });
    const tiers: RateTier[] = [{ aboveStake: satang(1_000), ratePercent: 50 }];
    const pricing = pricePoy(poy, { ...roundOf(tiers), discount }, stateOf);
    if (pricing.outcome !== 'priced') throw new Error(pricing.outcome);
    expect(pricing.lines.map((l) => [l.rate, l.discount, l.payout])).toEqual([
      [3250, 33_00n, 3_250_00n],
      [65000, 3_30n, 6_500_00n],
    ]);
    expect(pricing.total).toBe(67_00n + 6_70n);
    // A member who confirmed a discount rate above what the discount now gives is asked again.
    const again = pricePoy([{ ...poy[0]!, multiply: 65 }], { ...roundOf(tiers), discount }, stateOf);
    expect(again).toEqual({
      outcome: 'rateChanged',
      rates: [{ number: '12', option: 'teng_bon_2', multiply: 32.5 }],
    });
  });
});
