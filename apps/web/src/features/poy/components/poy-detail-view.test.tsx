import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import th from '../../../locales/th.json';
import { renderWithProviders, setupI18n } from '../../../test/render.tsx';
import type { PoyDetail } from '../types.ts';
import { PoyDetailView } from './poy-detail-view.tsx';

beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
});

const ACTIVE: PoyDetail = {
  poyId: '41',
  betId: '7',
  round: {
    betGroup: 'gov',
    betType: 'gov',
    betId: '7',
    betName: 'หวยรัฐบาลไทย',
    name: 'gov',
    roundNo: 1,
    dt: '2026-03-16',
    closeTime: '15:20',
    resultTime: '16:00',
    closeDt: '',
    resultDt: '',
    betMax: null,
    active: false,
    status: 'CLOSED',
    unixTimeStamp: { realCloseTime: 0, realResultTime: 0 },
  },
  total: 17.5,
  payMode: 'full',
  discount: 0,
  status: 'ACTIVE',
  note: null,
  createdAt: '2026-03-16T10:00:00+07:00',
  cancellable: false,
  win: null,
  result: null,
  lines: [
    { number: '456', option: 'teng_bon_3', price: 10, multiply: 900, sets: null, discount: 0, win: null },
    { number: '07', option: 'teng_lang_2', price: 5.5, multiply: 90, sets: null, discount: 0, win: null },
    { number: '99', option: 'teng_bon_2', price: 2, multiply: 90, sets: null, discount: 0, win: null },
  ],
};
const RESULT = {
  firstPrize: '123456',
  top3: '456',
  top2: '56',
  bottom2: '07',
  front3: ['111', '222'],
  back3: ['333', '444'],
};
const SETTLED: PoyDetail = {
  ...ACTIVE,
  status: 'SETTLED',
  win: 9495,
  result: RESULT,
  lines: ACTIVE.lines.map((l, i) => ({ ...l, win: [9000, 495, 0][i] ?? 0 })),
};

const show = (poy: PoyDetail) =>
  renderWithProviders(
    <PoyDetailView poy={poy} title="หวยรัฐบาลไทย" optionName={(o) => o} onCancelled={() => {}} />,
  );
const outcomes = () => screen.getAllByTestId('poy-line').map((l) => l.getAttribute('data-outcome'));

describe('PoyDetailView', () => {
  it('before settlement: every line and the slip wait for the result, no total win', () => {
    show(ACTIVE);
    expect(screen.getByTestId('poy-detail-status').textContent).toBe(th.poy.status.ACTIVE);
    expect(screen.getByTestId('poy-result-waiting').textContent).toBe(th.poy.waitingResult);
    expect(outcomes()).toEqual(['pending', 'pending', 'pending']);
    expect(screen.getAllByTestId('poy-line-result').map((r) => r.textContent)).toEqual([
      th.poy.pending,
      th.poy.pending,
      th.poy.pending,
    ]);
    expect(screen.queryByTestId('poy-detail-win')).toBeNull();
    expect(screen.getByTestId('poy-detail-total').textContent).toBe('฿17.50');
  });

  it('a result confirmed but not yet settled shows the result, the lines still wait', () => {
    show({ ...ACTIVE, result: RESULT });
    expect(screen.queryByTestId('poy-result-waiting')).toBeNull();
    expect(within(screen.getByTestId('poy-result')).getByTestId('poy-result-top3').textContent).toContain(
      '456',
    );
    expect(outcomes()).toEqual(['pending', 'pending', 'pending']);
    expect(screen.queryByTestId('poy-detail-win')).toBeNull();
  });

  it('once settled: won lines with their win, lost lines, the total win and the round’s result', () => {
    show(SETTLED);
    expect(screen.getByTestId('poy-detail-status').textContent).toBe(th.poy.status.SETTLED);
    expect(outcomes()).toEqual(['won', 'won', 'lost']);
    const [first, second, third] = screen.getAllByTestId('poy-line') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText(th.poy.won)).toBeTruthy();
    expect(within(first).getByTestId('poy-line-win').textContent).toBe('+฿9,000.00');
    expect(within(second).getByTestId('poy-line-win').textContent).toBe('+฿495.00');
    expect(within(third).getByTestId('poy-line-result').textContent).toBe(th.poy.lost);
    expect(screen.getByTestId('poy-detail-win').textContent).toBe('฿9,495.00');
    expect(screen.getByTestId('poy-detail-win-row').textContent).toContain(th.poy.totalWin);
    const result = within(screen.getByTestId('poy-result'));
    expect(result.getByTestId('poy-result-firstPrize').textContent).toContain('123456');
    expect(result.getByTestId('poy-result-bottom2').textContent).toContain('07');
    expect(result.getByTestId('poy-result-front3').textContent).toContain('111 · 222');
    expect(result.getByTestId('poy-result-back3').textContent).toContain(th.results.fields.back3);
  });

  it('a settled slip that won nothing says so; a 4D slip shows its four digits; a cancelled slip no result at all', () => {
    const { unmount } = show({ ...SETTLED, win: 0, lines: SETTLED.lines.map((l) => ({ ...l, win: 0 })) });
    expect(outcomes()).toEqual(['lost', 'lost', 'lost']);
    expect(screen.getByTestId('poy-detail-win-row').textContent).toBe(`${th.poy.noWin}฿0.00`);
    unmount();

    const fourD = show({
      ...SETTLED,
      round: { ...SETTLED.round, betGroup: 'gov4d', betType: 'hanoy' },
      total: 240,
      win: 200000,
      result: { four: '1234', bottom2: '34' },
      lines: [
        { number: '1234', option: 'set_4', price: 240, multiply: null, sets: 2, discount: 0, win: 200000 },
      ],
    });
    expect(screen.getByTestId('poy-result-four').textContent).toContain('1234');
    expect(screen.queryByTestId('poy-detail-discount')).toBeNull();
    expect(screen.queryByTestId('poy-result-top3')).toBeNull();
    expect(screen.getByTestId('poy-line-win').textContent).toBe('+฿200,000.00');
    fourD.unmount();

    show({ ...ACTIVE, status: 'CANCELLED' });
    expect(screen.queryByTestId('poy-result')).toBeNull();
    expect(screen.queryByTestId('poy-result-waiting')).toBeNull();
    expect(outcomes()).toEqual(['none', 'none', 'none']);
    expect(screen.queryAllByTestId('poy-line-result')).toEqual([]);
  });

  it('a discounted slip shows the discount taken beside what was paid', () => {
    show({ ...ACTIVE, payMode: 'discount', discount: 5.78, total: 11.72 });
    expect(screen.getByTestId('poy-detail-discount').textContent).toBe('−฿5.78');
    expect(screen.getByTestId('poy-detail-total').textContent).toBe('฿11.72');
  });
});
