import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderRoutes, setupI18n } from '../../test/render.tsx';
import {
  actionColumn,
  AdminTable,
  badgeColumn,
  DecideDialog,
  enumOptions,
  enumQuery,
  FilterBar,
  moneyColumn,
  RejectAction,
  useAdminList,
} from './index.ts';

interface Row {
  id: string;
  status: 'PENDING' | 'DONE';
  amount: number;
}

const ROWS: Row[] = [
  { id: '1', status: 'PENDING', amount: 1234.5 },
  { id: '2', status: 'DONE', amount: 10 },
];

const fetchRows = vi.fn((query: { status?: string; page: number }) =>
  Promise.resolve({
    items: ROWS.filter((row) => query.status === undefined || row.status === query.status),
    total: 41,
    page: query.page,
    pageSize: 20,
  }),
);
const reject = vi.fn<(value: string) => void>();

function Queue() {
  const list = useAdminList({
    keys: ['status', 'q'] as const,
    queryKey: ['kit-test'],
    fetch: (filters, page) => fetchRows({ status: enumQuery(filters.status, 'PENDING'), page }),
  });
  return (
    <>
      <FilterBar
        testId="rows"
        draft={list.draft}
        onDraft={list.setDraftValue}
        onSearch={list.search}
        onClear={list.clear}
        fields={[
          {
            kind: 'select',
            key: 'status',
            label: 'Status',
            testId: 'rows-status',
            options: enumOptions(['PENDING', 'DONE'] as const, (s) => s, {
              fallback: 'PENDING',
              allLabel: 'All',
            }),
          },
          { kind: 'text', key: 'q', label: 'Member', testId: 'rows-q' },
        ]}
      />
      <AdminTable<Row>
        result={list.result}
        testId="rows"
        rowTestId="row"
        statusOf={(row) => row.status}
        idOf={(row) => row.id}
        page={list.page}
        onPage={list.setPage}
        columns={[
          moneyColumn('amount', 'Amount', (row) => row.amount),
          badgeColumn('status', 'Status', {
            statusOf: (row) => row.status,
            colors: {},
            label: (s) => `S:${s}`,
          }),
          actionColumn(
            'Decide',
            'row-decide',
            (row) => row.status === 'PENDING',
            () => reject('open'),
          ),
        ]}
      />
    </>
  );
}

function Dialog() {
  return (
    <DecideDialog
      title="Decide"
      testId="kit"
      onClose={() => {}}
      errors={[null, new Error('boom')]}
      summary="Row 1"
    >
      <RejectAction
        label="Reason"
        inputTestId="kit-reason"
        buttonLabel="Reject"
        buttonTestId="kit-reject"
        pending={false}
        onSubmit={reject}
      />
    </DecideDialog>
  );
}

beforeAll(async () => {
  await setupI18n();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchRows.mockClear();
  reject.mockClear();
});

describe('admin list kit', () => {
  it('asks the default status first, shows rows with status and money, totals and the decide button', async () => {
    renderRoutes([{ path: '/rows', element: <Queue /> }], ['/rows']);
    const rows = await screen.findAllByTestId('row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.getAttribute('data-status')).toBe('PENDING');
    expect(rows[0]!.textContent).toContain('1,234.50');
    expect(rows[0]!.textContent).toContain('S:PENDING');
    expect(screen.getAllByTestId('row-decide')).toHaveLength(1);
    expect(screen.getByTestId('pager-total').textContent).toContain('41');
    expect(fetchRows).toHaveBeenLastCalledWith({ status: 'PENDING', page: 1 });
  });

  it('applies the draft on search only, into the URL, and clear empties it', async () => {
    const { router } = renderRoutes([{ path: '/rows', element: <Queue /> }], ['/rows']);
    await screen.findAllByTestId('row');
    fireEvent.change(screen.getByTestId('rows-status'), { target: { value: 'ALL' } });
    fireEvent.change(screen.getByTestId('rows-q'), { target: { value: 'demo' } });
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByTestId('rows-search'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ALL&q=demo'));
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(2));
    expect(fetchRows).toHaveBeenLastCalledWith({ status: undefined, page: 1 });
    fireEvent.click(screen.getByText('Clear'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId<HTMLInputElement>('rows-q').value).toBe('');
  });

  it('the decide dialog shows the failure and asks for a reason of at least 3 characters', async () => {
    renderRoutes([{ path: '/', element: <Dialog /> }]);
    expect((await screen.findByTestId('kit-error')).textContent).toBeTruthy();
    const button = screen.getByTestId<HTMLButtonElement>('kit-reject');
    fireEvent.change(screen.getByTestId('kit-reason'), { target: { value: ' ab ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('kit-reason'), { target: { value: ' abc ' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(reject).toHaveBeenCalledWith('abc');
  });
});
