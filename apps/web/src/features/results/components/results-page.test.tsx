import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { i18n } from '../../../lib/i18n.ts';
import th from '../../../locales/th.json';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { setupI18n } from '../../../test/render.tsx';
import type { RoundResult } from '../types.ts';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

let id = 100;
const row = (
  betGroup: string,
  betType: string,
  name: string,
  drawDate: string,
  time: string,
  result: RoundResult['result'],
): RoundResult => ({
  betId: String(++id),
  betGroup,
  betType,
  name,
  drawDate,
  resultTime: `${drawDate}T${time}:00+07:00`,
  // Published a few minutes after the scheduled time: the page shows this one.
  publishedAt: `${drawDate}T${time.slice(0, 3)}${String(Number(time.slice(3)) + 7).padStart(2, '0')}:00+07:00`,
  status: 'SETTLED',
  result,
});

const sheet = (tier: number, count: number) =>
  Array.from({ length: count }, (_, n) => `${tier}${String(n).padStart(5, '0')}`);
const GOV_NOW = row('gov', 'gov', 'gov', '2026-03-16', '16:00', {
  firstPrize: '123456',
  top3: '456',
  top2: '56',
  bottom2: '07',
  front3: ['111', '222'],
  back3: ['333', '444'],
  lowerPrizes: { second: sheet(2, 5), third: sheet(3, 10), fourth: sheet(4, 50), fifth: sheet(5, 100) },
});
const GOV_BEFORE = row('gov', 'gov', 'gov', '2026-03-01', '16:00', {
  firstPrize: '000999',
  top3: '999',
  top2: '99',
  bottom2: '12',
  front3: ['1', '2'],
  back3: ['3', '4'],
});
const NIKKEI = row('stock', 'stock', 'nikkei_morning', '2026-03-16', '09:50', {
  top3: '567',
  top2: '67',
  bottom2: '45',
});
const YEEKEE = Array.from({ length: 6 }, (_, i) =>
  row('yeekee', 'yeekee', String(6 - i), '2026-03-16', `07:${String(20 - i * 2).padStart(2, '0')}`, {
    top3: `01${i}`,
    top2: `1${i}`,
    bottom2: `2${i}`,
  }),
);
const HANOY = row('gov4d', 'hanoy', 'hanoy_1', '2026-03-16', '17:30', { four: '0912', bottom2: '34' });
const LAO = row('gov4d', 'lao', 'lao', '2026-03-13', '20:30', { four: '5566' });

const HISTORY: Record<string, RoundResult[]> = {
  gov: [GOV_NOW, GOV_BEFORE],
  stock: [NIKKEI],
  yeekee: YEEKEE,
  yeekee5min: [],
  pingpong: [],
  gov4d: [HANOY, LAO],
};

const cards = () => screen.getAllByTestId('result-card');
const card = (betId: string) => cards().find((c) => c.getAttribute('data-bet-id') === betId) as HTMLElement;

describe('/results', () => {
  it('shows every family’s latest draw to a guest: government first with its prize list, stocks, Yeekee (4 then all), 4D', async () => {
    api.on('bet-list-results', (_body, url) => ({
      body: HISTORY[url.searchParams.get('betGroup') ?? ''] ?? [],
    }));
    renderApp(['/results']);
    await screen.findByTestId('results-board');
    // One history call per group, no token needed.
    const asked = api.calls.filter((c) => c.path === 'bet-list-results');
    expect(asked).toHaveLength(6);
    // The sections after the first come one task after another.
    const sections = () =>
      screen.getAllByTestId(/^results-section-/).map((s) => s.getAttribute('data-testid'));
    await waitFor(() => expect(sections()).toHaveLength(4));
    expect(sections()).toEqual([
      'results-section-gov',
      'results-section-stock',
      'results-section-yeekee',
      'results-section-gov4d',
    ]);

    // Government: only the newest draw, with the first prize, 3/2 top, 2 bottom, front 3 and last 3.
    expect(card(GOV_BEFORE.betId)).toBeUndefined();
    const gov = within(card(GOV_NOW.betId));
    expect(gov.getByTestId('result-title').textContent).toBe('หวยรัฐบาลไทย งวด 16/03/2026');
    // The time it really came out (16:07), not the scheduled 16:00; the two adjacent to the first prize.
    expect(gov.getByTestId('result-published').textContent).toBe('ออกผล 16:07 น.');
    expect(gov.getByTestId('result-adjacent').textContent).toBe('123455123457');
    expect(gov.getByTestId('result-firstPrize').textContent).toBe('123456');
    expect(gov.getByTestId('result-top3').textContent).toBe('456');
    expect(gov.getByTestId('result-top2').textContent).toBe('56');
    expect(gov.getByTestId('result-bottom2').textContent).toBe('07');
    expect(gov.getByTestId('result-front3').textContent).toBe('111222');
    expect(gov.getByTestId('result-back3').textContent).toBe('333444');
    // The 2nd to 5th prizes, folded under one line: every number of the sheet, with its tier.
    const lower = within(gov.getByTestId('result-lower-prizes'));
    expect(lower.getByText(th.results.lowerPrizes)).toBeTruthy();
    for (const label of [th.results.fields.second, th.results.fields.fifth])
      expect(lower.getByText(new RegExp(`^${label} ·`))).toBeTruthy();
    for (const n of ['200004', '300009', '400049', '500099']) expect(lower.getByText(n)).toBeTruthy();
    for (const label of [
      th.results.fields.firstPrize,
      th.results.fields.top3,
      th.results.fields.front3,
      th.results.fields.back3,
    ])
      expect(gov.getByText(label)).toBeTruthy();

    const nikkei = within(card(NIKKEI.betId));
    expect(nikkei.getByTestId('result-title').textContent).toBe(th.lotto.stocks.nikkei_morning);
    expect(nikkei.queryByTestId('result-front3')).toBeNull();

    // 4D: four digits and, where the family has one, 2 bottom.
    expect(within(card(HANOY.betId)).getByTestId('result-four').textContent).toBe('0912');
    expect(within(card(HANOY.betId)).getByTestId('result-bottom2').textContent).toBe('34');
    expect(within(card(LAO.betId)).queryByTestId('result-bottom2')).toBeNull();

    const yeekee = screen.getByTestId('results-section-yeekee');
    expect(within(yeekee).getAllByTestId('result-card')).toHaveLength(4);
    fireEvent.click(within(yeekee).getByTestId('results-more-yeekee'));
    expect(within(yeekee).getAllByTestId('result-card')).toHaveLength(6);
  });

  it('asks for a draw date and a family, keeps them in the URL, and says when a date has no results', async () => {
    api.on('bet-list-results', (_body, url) => {
      const date = url.searchParams.get('resultDate');
      const group = url.searchParams.get('betGroup');
      if (date === '2026-03-16')
        return { body: [GOV_NOW, NIKKEI, HANOY, ...YEEKEE].filter((r) => !group || r.betGroup === group) };
      if (date) return { body: [] };
      return { body: HISTORY[group ?? ''] ?? [] };
    });
    const { router } = renderApp(['/results']);
    await screen.findByTestId('results-board');

    fireEvent.change(screen.getByTestId('results-date'), { target: { value: '2026-03-16' } });
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-03-16'));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(screen.getByTestId<HTMLInputElement>('results-date-display').value).toBe('16/03/2026');
    expect(screen.getByTestId('results-subtitle').textContent).toBe('ผลรางวัลงวดวันที่ 16/03/2026');
    // A chosen date shows every round of it.
    expect(within(screen.getByTestId('results-section-yeekee')).getAllByTestId('result-card')).toHaveLength(
      6,
    );

    fireEvent.click(screen.getByTestId('results-tab-gov4d'));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-03-16&group=gov4d'));
    await waitFor(() => expect(cards().map((c) => c.getAttribute('data-bet-id'))).toEqual([HANOY.betId]));

    fireEvent.change(screen.getByTestId('results-date'), { target: { value: '2026-03-17' } });
    expect((await screen.findByTestId('results-empty')).textContent).toBe('ยังไม่มีผลรางวัลของวันที่ 17/03/2026');

    // Latest + one group = its history: the newest card and the grid of its draws with published times.
    fireEvent.click(screen.getByTestId('results-latest'));
    await waitFor(() => expect(router.state.location.search).toBe('?group=gov4d'));
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((c) => c.getAttribute('data-bet-id'))).toEqual([HANOY.betId, LAO.betId]);
    expect(cards().map((c) => c.getAttribute('data-bet-id'))).toEqual([HANOY.betId]);
    expect(within(rows[0]!).getByTestId('history-published').textContent).toMatch(/ · ประกาศ 17:37 น\.$/);
    // 4D families draw apart: no hot and cold numbers for the group.
    expect(screen.queryByTestId('hot-cold')).toBeNull();
    expect(screen.getByTestId('results-subtitle').textContent).toBe('หวย 4 ตัว ย้อนหลัง 30 งวดล่าสุด');
  });

  it('a family’s history shows its hot numbers (chart) and cold numbers from the stats call', async () => {
    api.on('bet-list-results', (_body, url) => ({
      body: HISTORY[url.searchParams.get('betGroup') ?? ''] ?? [],
    }));
    const asked: string[] = [];
    api.on('bet-list-results.stats', (_body, url) => {
      asked.push(url.search);
      return {
        body: {
          betType: url.searchParams.get('betType'),
          draws: 2,
          top3: [{ number: '456', count: 1, lastDrawAgo: 0 }],
          top2: [],
          bottom2: [
            { number: '07', count: 1, lastDrawAgo: 0 },
            { number: '12', count: 1, lastDrawAgo: 1 },
          ],
        },
      };
    });
    renderApp(['/results?group=gov']);
    const panel = await screen.findByTestId('hot-cold', {}, { timeout: 10_000 });
    expect(asked).toEqual(['?betType=gov&draws=30']);
    await waitFor(() => expect(within(panel).getByTestId('hot-chart').getAttribute('data-bars')).toBe('2'));
    // Cold: never drawn in these 2 draws, in number order.
    expect(within(panel).getByTestId('cold-numbers').textContent).toMatch(/^00 0\s*01 0/);
    expect(screen.getAllByTestId('history-row')).toHaveLength(2);
  });
});
