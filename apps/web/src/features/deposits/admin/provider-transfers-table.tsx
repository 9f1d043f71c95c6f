import type { listTotals } from '@chokdee/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import type { z } from 'zod';
import {
  AdminTable,
  pageQuery,
  textQuery,
  TotalsText,
  useAdminList,
  type useLocalTableState,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import type { Paged } from '../../../lib/admin/types.ts';
import { cryptoColumns, truemoneyColumns } from './provider-transfer-columns.tsx';
import { fetchCryptoTransfers, fetchTruemoneyTransfers, PROVIDERS_KEY } from './providers-api.ts';
import type { UnmatchedTransfer } from './transfer-decide-modal.tsx';

export const TRANSFER_KEYS = ['kind', 'status'] as const;
type TableState = ReturnType<typeof useLocalTableState<(typeof TRANSFER_KEYS)[number]>>;
type Decide = ((transfer: UnmatchedTransfer) => void) | undefined;

type Answer<T> = Paged<T> & { totals?: z.input<typeof listTotals> };

/** What one provider's hook list is: its query, its table and its columns. */
interface TransferKind<T extends { id: string; status: string }> {
  name: string;
  fetch: (
    query: { status?: T['status'] | undefined; page: number; pageSize: number },
    signal: AbortSignal,
  ) => Promise<Answer<T>>;
  minWidth: number;
  columns: (t: TFunction, decide: Decide) => DataTableColumn<T>[];
}

export const TRANSFER_KINDS = {
  crypto: { name: 'crypto', fetch: fetchCryptoTransfers, minWidth: 1000, columns: cryptoColumns },
  truemoney: { name: 'truemoney', fetch: fetchTruemoneyTransfers, minWidth: 900, columns: truemoneyColumns },
};

/** One provider's hook list: its totals (when the answer has them) and its paged table. */
export function TransfersTable<T extends { id: string; status: string }>(props: {
  kind: TransferKind<T>;
  state: TableState;
  decide: Decide;
}) {
  const { t } = useAdminT();
  const { name } = props.kind;
  const list = useAdminList(
    {
      keys: TRANSFER_KEYS,
      queryKey: [...PROVIDERS_KEY, `${name}-transfers`],
      fetch: (filters, page, signal) =>
        props.kind.fetch({ status: textQuery<T['status']>(filters.status), ...pageQuery(page) }, signal),
    },
    props.state,
  );
  return (
    <>
      <TotalsText
        totals={list.result.data?.totals}
        testId={`${name}-totals`}
        mb="xs"
        text={(v) => t('deposits.lineTotals', v)}
      />
      <AdminTable<T>
        result={list.result}
        page={list.page}
        onPage={list.setPage}
        idOf={(row) => row.id}
        statusOf={(row) => row.status}
        testId={`${name}-transfers`}
        rowTestId={`${name}-transfer-row`}
        minWidth={props.kind.minWidth}
        columns={props.kind.columns(t, props.decide)}
      />
    </>
  );
}
