import { ADMIN_LEDGER_ACCOUNTS, type AdminLedgerLine } from '@chokdee/domain';
import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import {
  dayRange,
  dayRangeQuery,
  enumOptions,
  ListPanel,
  pageQuery,
  useAdminList,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { AdminNotFound } from '../../../lib/admin/status-screens.tsx';
import { PageHeader, TableState } from '../../../lib/admin/ui.tsx';
import { LedgerCard, ledgerColumns } from './ledger-columns.tsx';
import { StaffMoneyForms } from './staff-money-forms.tsx';
import { fetchLedger, walletKey } from './wallet-api.ts';
import { Balances } from './wallet-balances.tsx';

const KEYS = ['account', 'from', 'to'] as const;
const knownAccount = (raw: string) => ADMIN_LEDGER_ACCOUNTS.find((known) => known === raw);

/** `/admin/members/:uuid/wallet`: balances, staff adjustments and the member's ledger. */
export function MemberWalletPage() {
  const { t } = useAdminT();
  const { uuid = '' } = useParams();
  const list = useAdminList({
    keys: KEYS,
    queryKey: [...walletKey(uuid), 'ledger'],
    retry: false,
    fetch: (filters, page, signal) =>
      fetchLedger(
        {
          uuid,
          account: knownAccount(filters.account),
          ...dayRangeQuery(filters.from, filters.to),
          ...pageQuery(page),
        },
        signal,
      ),
  });
  const ledger = list.result;
  if (ledger.isError && isApiError(ledger.error) && [400, 404].includes(ledger.error.status))
    return <AdminNotFound />;
  if (!ledger.data)
    return (
      <TableState loading={ledger.isPending} error={ledger.error} empty={false}>
        {null}
      </TableState>
    );
  const member = ledger.data.member;
  return (
    <Stack data-testid="member-wallet">
      <PageHeader title={`${t('wallet.title')}: ${member.userName}`}>
        <Anchor component={Link} to={`/admin/members/${member.uuid}`} size="sm" data-testid="wallet-back">
          ← {t('wallet.backToMember')}
        </Anchor>
      </PageHeader>
      <Balances balances={ledger.data.balances} />
      <StaffMoneyForms member={member} />
      <ListPanel<(typeof KEYS)[number], AdminLedgerLine>
        title={t('wallet.ledger')}
        list={list}
        filters={{
          columns: { md: 3 },
          fields: [
            {
              kind: 'select',
              key: 'account',
              atOnce: true,
              label: t('wallet.account'),
              testId: 'ledger-filter-account',
              options: enumOptions(ADMIN_LEDGER_ACCOUNTS, (value) => t(`wallet.accounts.${value}`), {
                allLabel: t('wallet.allAccounts'),
              }),
            },
            ...dayRange({ from: t('audit.from'), to: t('audit.to') }, 'ledger-filter'),
          ],
        }}
        table={{
          testId: 'ledger',
          rowTestId: 'ledger-row',
          rowAttributes: (line) => ({ 'data-type': line.type }),
          idOf: (line) => line.id,
          minWidth: 880,
          columns: ledgerColumns(t),
          cardOf: (line) => <LedgerCard line={line} t={t} />,
        }}
      />
    </Stack>
  );
}
