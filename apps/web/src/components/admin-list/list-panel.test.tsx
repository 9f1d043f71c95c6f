import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderRoutes, setupI18n } from '../../test/render.tsx';
import { ListPanel, pageQuery, RecordsTable, SearchBox, useAdminList } from './index.ts';

interface Line {
  id: string;
  account: string;
  kind: string;
}

const LINES: Line[] = [
  { id: '1', account: 'CASH', kind: 'DEPOSIT' },
  { id: '2', account: 'POINTS', kind: 'BONUS' },
];
const fetchLines = vi.fn((query: { account?: string; page: number; pageSize: number }) =>
  Promise.resolve({
    items: LINES.filter((line) => !query.account || line.account === query.account),
    total: 2,
    page: query.page,
    pageSize: query.pageSize,
  }),
);

const KEYS = ['account', 'from', 'to', 'q'] as const;

function Ledger() {
  const list = useAdminList({
    keys: KEYS,
    queryKey: ['panel-test'],
    fetch: (filters) => fetchLines({ account: filters.account, ...pageQuery(1) }),
  });
  return (
    <>
      <SearchBox list={list} field="q" label="Find" testId="find" />
      <ListPanel<(typeof KEYS)[number], Line>
        title="Ledger"
        list={list}
        filters={{
          fields: [
            {
              kind: 'select',
              key: 'account',
              atOnce: true,
              label: 'Account',
              testId: 'line-account',
              options: [
                { value: '', label: 'All' },
                { value: 'CASH', label: 'Cash' },
              ],
            },
            { kind: 'day', key: 'from', label: 'From', notAfter: 'to', testId: 'line-from' },
            { kind: 'day', key: 'to', label: 'To', notBefore: 'from', testId: 'line-to' },
          ],
        }}
        table={{
          testId: 'lines',
          rowTestId: 'line-row',
          rowAttributes: (line) => ({ 'data-kind': line.kind }),
          idOf: (line) => line.id,
          columns: [{ accessor: 'account', title: 'Account' }],
          cardOf: (line) => <div data-testid="line-card">{line.kind}</div>,
        }}
      />
    </>
  );
}

beforeAll(async () => {
  await setupI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchLines.mockClear();
});

describe('list panel', () => {
  it('draws the title, rows with their attributes, and a card per row for phones', async () => {
    renderRoutes([{ path: '/', element: <Ledger /> }]);
    const rows = await screen.findAllByTestId('line-row');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['DEPOSIT', 'BONUS']);
    expect(screen.getAllByTestId('line-card')).toHaveLength(2);
    expect(screen.getByText('Ledger')).toBeTruthy();
    expect(fetchLines).toHaveBeenLastCalledWith({ account: '', page: 1, pageSize: 20 });
  });

  it('applies an at-once select without search, and bounds each end of a day range by the other', async () => {
    const { router } = renderRoutes([{ path: '/', element: <Ledger /> }]);
    await screen.findAllByTestId('line-row');
    fireEvent.change(screen.getByTestId('line-from'), { target: { value: '2026-07-01' } });
    expect(screen.getByTestId<HTMLInputElement>('line-to').min).toBe('2026-07-01');
    expect(screen.getByTestId<HTMLInputElement>('line-from-display').value).toBe('01/07/2026');
    fireEvent.change(screen.getByTestId('line-account'), { target: { value: 'CASH' } });
    await waitFor(() => expect(router.state.location.search).toBe('?account=CASH&from=2026-07-01'));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
  });

  it('a search box applies its one field on submit', async () => {
    const { router } = renderRoutes([{ path: '/', element: <Ledger /> }]);
    await screen.findAllByTestId('line-row');
    fireEvent.change(screen.getByTestId('find-input'), { target: { value: 'demo' } });
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByTestId('find-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=demo'));
  });
});

describe('records table', () => {
  it('shows rows at hand, names each row by a function, and the empty state', () => {
    const staff = [{ id: 1, username: 'ops' }];
    const columns = [{ accessor: 'username', title: 'User' }];
    const { unmount } = renderRoutes([
      {
        path: '/',
        element: (
          <RecordsTable
            records={staff}
            testId="staff"
            rowTestId={(row) => `staff-row-${row.username}`}
            idOf={(row) => row.id}
            columns={columns}
          />
        ),
      },
    ]);
    expect(within(screen.getByTestId('staff-table')).getByTestId('staff-row-ops').textContent).toBe('ops');
    unmount();
    renderRoutes([
      {
        path: '/',
        element: (
          <RecordsTable records={[]} testId="staff" rowTestId="row" idOf={() => 0} columns={columns} />
        ),
      },
    ]);
    expect(screen.getByTestId('staff-empty')).toBeTruthy();
  });
});
