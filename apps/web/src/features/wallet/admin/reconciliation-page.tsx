import type { AdminReconciliationResult } from '@chokdee/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { bangkokDate, formatBaht, formatDateTime } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { DataTable, PageHeader, SectionCard, TableState } from '../../../lib/admin/ui.tsx';
import { DayInput } from '../../../components/ui/day-input.tsx';
import { fetchReconciliation, RECON_KEY } from './wallet-api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text fz="lg" fw={700} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}

function Report({ report }: { report: AdminReconciliationResult }) {
  const { t } = useAdminT();
  const num = { style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;
  return (
    <Stack>
      <Group gap="sm" wrap="wrap">
        <Badge
          size="xl"
          color={report.ok ? 'green' : 'red'}
          variant="filled"
          data-testid="recon-status"
          data-ok={String(report.ok)}
        >
          {report.ok ? t('recon.ok') : t('recon.notOk')}
        </Badge>
        <Text size="sm" c="dimmed" data-testid="recon-window">
          {t('recon.window', { from: formatDateTime(report.from), to: formatDateTime(report.to) })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('recon.explain')}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        <Count label={t('recon.memberAccounts')} value={report.memberAccounts} testId="recon-accounts" />
        <Count label={t('recon.entries')} value={report.entries} testId="recon-entries" />
        <Count label={t('recon.postings')} value={report.postings} testId="recon-postings" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title={t('recon.unitTotals')}>
          <TableState loading={false} error={null} empty={report.unitTotals.length === 0}>
            <DataTable minWidth={0} testId="recon-units">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recon.unit')}</Table.Th>
                  <Table.Th ta="right">{t('recon.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.unitTotals.map((row) => (
                  <Table.Tr key={row.unit}>
                    <Table.Td>{row.unit}</Table.Td>
                    <Table.Td ta="right" fw={600} c={row.total === 0 ? 'green.8' : 'red.8'} {...num}>
                      {formatBaht(row.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          </TableState>
        </SectionCard>
        <SectionCard title={t('recon.houses')}>
          <TableState loading={false} error={null} empty={report.houses.length === 0}>
            <DataTable minWidth={0} testId="recon-houses">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recon.house')}</Table.Th>
                  <Table.Th>{t('recon.unit')}</Table.Th>
                  <Table.Th ta="right">{t('recon.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.houses.map((row) => (
                  <Table.Tr key={`${row.kind}-${row.unit}`}>
                    <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }}>
                      {row.kind}
                    </Table.Td>
                    <Table.Td>{row.unit}</Table.Td>
                    <Table.Td ta="right" {...num}>
                      {formatBaht(row.balance)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          </TableState>
        </SectionCard>
      </SimpleGrid>
      <SectionCard title={t('recon.mismatches')}>
        {report.mismatches.length === 0 ? (
          <Text c="green.8" size="sm" data-testid="recon-no-mismatch">
            {t('recon.noMismatch')}
          </Text>
        ) : (
          <DataTable minWidth={760} testId="recon-mismatches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.userName')}</Table.Th>
                <Table.Th>{t('wallet.account')}</Table.Th>
                <Table.Th ta="right">{t('recon.balance')}</Table.Th>
                <Table.Th ta="right">{t('recon.sumOfPostings')}</Table.Th>
                <Table.Th ta="right">{t('recon.held')}</Table.Th>
                <Table.Th ta="right">{t('recon.openHolds')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.mismatches.map((row) => (
                <Table.Tr key={row.accountId} data-testid="recon-mismatch-row">
                  <Table.Td>
                    {row.memberUuid ? (
                      <Anchor component={Link} to={`/admin/members/${row.memberUuid}/wallet`} size="sm">
                        {row.userName ?? row.memberUuid}
                      </Anchor>
                    ) : (
                      `#${row.accountId}`
                    )}
                  </Table.Td>
                  <Table.Td ff="monospace" fz="xs">
                    {row.kind}
                  </Table.Td>
                  <Table.Td ta="right" c={row.balance !== row.postings ? 'red.8' : undefined} {...num}>
                    {formatBaht(row.balance)}
                  </Table.Td>
                  <Table.Td ta="right" {...num}>
                    {formatBaht(row.postings)}
                  </Table.Td>
                  <Table.Td ta="right" c={row.held !== row.openHolds ? 'red.8' : undefined} {...num}>
                    {formatBaht(row.held)}
                  </Table.Td>
                  <Table.Td ta="right" {...num}>
                    {formatBaht(row.openHolds)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </SectionCard>
    </Stack>
  );
}

/** `/admin/reconciliation`: the ledger checks (whole ledger, now) and one Bangkok day's counts. */
export function ReconciliationPage() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const today = bangkokDate();
  const raw = params.get('day') ?? '';
  const day = DAY.test(raw) ? raw : today;
  const report = useQuery({
    queryKey: [...RECON_KEY, day],
    queryFn: ({ signal }) => fetchReconciliation(day, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t('recon.title')}>
        <DayInput
          label={t('recon.day')}
          value={day}
          max={today}
          onChange={(next) => {
            if (DAY.test(next)) setParams(next === today ? {} : { day: next });
          }}
          testId="recon-day"
        />
      </PageHeader>
      <TableState loading={report.isPending} error={report.error} empty={false} testId="recon">
        {report.data && (
          <div style={{ opacity: report.isPlaceholderData ? 0.5 : 1 }} data-testid="recon-report">
            <Report report={report.data} />
          </div>
        )}
      </TableState>
    </>
  );
}
