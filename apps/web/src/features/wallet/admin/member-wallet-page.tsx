import { ADMIN_LEDGER_ACCOUNTS, type AdminLedgerLine } from '@chokdee/domain';
import { Anchor, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { dayRangeQuery, ListPanel, pageQuery, useAdminList } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { IfCan } from '../../../lib/admin/permissions.tsx';
import { AdminNotFound } from '../../../lib/admin/status-screens.tsx';
import { PageHeader, SectionCard, TableState } from '../../../lib/admin/ui.tsx';
import { AdjustForm } from './adjust-form.tsx';
import { LedgerCard, ledgerColumns } from './ledger-columns.tsx';
import { MoveForm } from './move-form.tsx';
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
  if (ledger.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (ledger.isError && isApiError(ledger.error) && [400, 404].includes(ledger.error.status))
    return <AdminNotFound />;
  if (!ledger.data)
    return (
      <TableState loading={false} error={ledger.error} empty={false}>
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
      <IfCan permission="wallet.adjust">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <SectionCard title={t('wallet.adjustTitle')} testId="wallet-adjust-card">
            <AdjustForm member={member} />
          </SectionCard>
          <SectionCard title={t('wallet.moveTitle')} testId="wallet-move-card">
            <MoveForm member={member} />
          </SectionCard>
        </SimpleGrid>
      </IfCan>
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
              options: [
                { value: '', label: t('wallet.allAccounts') },
                ...ADMIN_LEDGER_ACCOUNTS.map((value) => ({ value, label: t(`wallet.accounts.${value}`) })),
              ],
            },
            {
              kind: 'day',
              key: 'from',
              label: t('audit.from'),
              notAfter: 'to',
              testId: 'ledger-filter-from',
            },
            { kind: 'day', key: 'to', label: t('audit.to'), notBefore: 'from', testId: 'ledger-filter-to' },
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
