import { ADMIN_LEDGER_ACCOUNTS } from '@chokdee/domain';
import {
  Anchor,
  Box,
  Button,
  Center,
  Code,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import { dayRangeQuery } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useTableState } from '../../../lib/admin/use-table-state.ts';
import { IfCan } from '../../../lib/admin/permissions.tsx';
import { AdminNotFound } from '../../../lib/admin/status-screens.tsx';
import { DataTable, PageHeader, Pager, SectionCard, TableState } from '../../../lib/admin/ui.tsx';
import { AdjustForm } from './adjust-form.tsx';
import { Balances } from './wallet-balances.tsx';
import { DayInput } from './day-input.tsx';
import { amountColor, formatSigned } from './money.ts';
import { MoveForm } from './move-form.tsx';
import { fetchLedger, walletKey } from './wallet-api.ts';

const KEYS = ['account', 'from', 'to'] as const;
const PAGE_SIZE = 20;

/** `/admin/members/:uuid/wallet`: balances, staff adjustments and the member's ledger. */
export function MemberWalletPage() {
  const { t } = useAdminT();
  const { uuid = '' } = useParams();
  const table = useTableState(KEYS);
  const { filters, page } = table;
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    setShown(filters);
    setDraft(filters);
  }
  const account = ADMIN_LEDGER_ACCOUNTS.find((known) => known === filters.account);
  const ledger = useQuery({
    queryKey: [...walletKey(uuid), 'ledger', account, filters.from, filters.to, page],
    queryFn: ({ signal }) =>
      fetchLedger(
        { uuid, account, ...dayRangeQuery(filters.from, filters.to), page, pageSize: PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

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
  const data = ledger.data;
  const member = data.member;

  return (
    <Stack data-testid="member-wallet">
      <PageHeader title={`${t('wallet.title')}: ${member.userName}`}>
        <Anchor component={Link} to={`/admin/members/${member.uuid}`} size="sm" data-testid="wallet-back">
          ← {t('wallet.backToMember')}
        </Anchor>
      </PageHeader>
      <Balances balances={data.balances} />

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

      <SectionCard title={t('wallet.ledger')}>
        <form
          data-testid="ledger-filters"
          onSubmit={(event) => {
            event.preventDefault();
            table.setFilters(draft);
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="sm">
            <NativeSelect
              label={t('wallet.account')}
              data={[
                { value: '', label: t('wallet.allAccounts') },
                ...ADMIN_LEDGER_ACCOUNTS.map((value) => ({ value, label: t(`wallet.accounts.${value}`) })),
              ]}
              value={draft.account}
              onChange={(event) => {
                // A select applies at once (no need to press search for it).
                const next = { ...draft, account: event.currentTarget.value };
                setDraft(next);
                table.setFilters(next);
              }}
              data-testid="ledger-filter-account"
            />
            <DayInput
              label={t('audit.from')}
              value={draft.from}
              max={draft.to || undefined}
              onChange={(from) => setDraft({ ...draft, from })}
              testId="ledger-filter-from"
            />
            <DayInput
              label={t('audit.to')}
              value={draft.to}
              min={draft.from || undefined}
              onChange={(to) => setDraft({ ...draft, to })}
              testId="ledger-filter-to"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs" mb="md">
            <Button type="submit" data-testid="ledger-search">
              {t('common.search')}
            </Button>
            <Button variant="default" onClick={() => table.setFilters({ account: '', from: '', to: '' })}>
              {t('common.clear')}
            </Button>
          </Group>
        </form>
        <TableState loading={false} error={ledger.error} empty={data.items.length === 0} testId="ledger">
          <Box visibleFrom="sm">
            <DataTable testId="ledger-table" minWidth={880}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('wallet.time')}</Table.Th>
                  <Table.Th>{t('wallet.account')}</Table.Th>
                  <Table.Th>{t('wallet.type')}</Table.Th>
                  <Table.Th ta="right">{t('wallet.amount')}</Table.Th>
                  <Table.Th ta="right">{t('wallet.balanceAfter')}</Table.Th>
                  <Table.Th>{t('wallet.remark')}</Table.Th>
                  <Table.Th>{t('wallet.staff')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: ledger.isPlaceholderData ? 0.5 : 1 }}>
                {data.items.map((line) => (
                  <Table.Tr key={line.id} data-testid="ledger-row" data-type={line.type}>
                    <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatDateTime(line.createdAt)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t(`wallet.accounts.${line.account}`)}
                    </Table.Td>
                    <Table.Td>
                      <Code fz="xs" data-testid="ledger-type">
                        {line.type}
                      </Code>
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      fw={600}
                      c={amountColor(line.amount)}
                      data-testid="ledger-amount"
                      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatSigned(line.amount)}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      data-testid="ledger-balance-after"
                      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatBaht(line.balanceAfter)}
                    </Table.Td>
                    <Table.Td maw={280} style={{ wordBreak: 'break-word' }} data-testid="ledger-remark">
                      {line.remark ?? '—'}
                    </Table.Td>
                    <Table.Td data-testid="ledger-staff">{line.staffUsername ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          </Box>
          <Stack gap="xs" hiddenFrom="sm" style={{ opacity: ledger.isPlaceholderData ? 0.5 : 1 }}>
            {data.items.map((line) => (
              <Paper key={line.id} withBorder radius="sm" p="xs" data-testid="ledger-card">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Code fz="xs">{line.type}</Code>
                  <Text
                    fw={700}
                    c={amountColor(line.amount)}
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatSigned(line.amount)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                  <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatDateTime(line.createdAt)} · {t(`wallet.accounts.${line.account}`)}
                  </Text>
                  <Text
                    size="xs"
                    c="dimmed"
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {t('wallet.balanceAfter')} {formatBaht(line.balanceAfter)}
                  </Text>
                </Group>
                {(line.remark || line.staffUsername) && (
                  <Text size="xs" mt={4} style={{ wordBreak: 'break-word' }}>
                    {line.remark ?? ''}
                    {line.staffUsername ? ` · ${line.staffUsername}` : ''}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
          <Pager page={page} total={data.total} pageSize={data.pageSize} onChange={table.setPage} />
        </TableState>
      </SectionCard>
    </Stack>
  );
}
