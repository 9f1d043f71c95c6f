import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import th from '../../../locales/th.json';
import { renderRoutes, setupI18n } from '../../../test/render.tsx';
import type { PoySummary } from '../types.ts';
import { PoyList } from './poy-list.tsx';

beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
});

const base: PoySummary = {
  poyId: '1',
  betId: '7',
  betGroup: 'gov',
  betType: 'gov',
  roundName: 'gov',
  dt: '2026-03-16',
  payMode: 'full',
  total: 17.5,
  status: 'ACTIVE',
  lineCount: 3,
  createdAt: '2026-03-16T10:00:00+07:00',
  cancellable: false,
  win: null,
  result: null,
};
const POYS: PoySummary[] = [
  { ...base, poyId: '3', status: 'SETTLED', win: 9495, result: { top3: '456', top2: '56', bottom2: '07' } },
  { ...base, poyId: '2', status: 'SETTLED', win: 0, result: { top3: '456', top2: '56', bottom2: '07' } },
  { ...base, poyId: '1' },
];

describe('PoyList', () => {
  it('shows a settled slip’s win, “no win” for a losing one, and nothing more while waiting', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <PoyList
            poys={POYS}
            isPending={false}
            isError={false}
            onRetry={() => {}}
            nameOf={() => 'หวยรัฐบาลไทย'}
          />
        ),
      },
    ]);
    const rows = await screen.findAllByTestId('poy-row');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['SETTLED', 'SETTLED', 'ACTIVE']);
    const [won, lost, waiting] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(won).getByTestId('poy-win').textContent).toBe(`${th.poy.won} +฿9,495.00`);
    expect(within(lost).getByTestId('poy-win').textContent).toBe(th.poy.noWin);
    expect(within(waiting).queryByTestId('poy-win')).toBeNull();
    expect(within(waiting).getByTestId('poy-status').textContent).toBe(th.poy.status.ACTIVE);
    expect(won.getAttribute('href')).toBe('/poy/gov/3');
  });
});
