import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin-list/index.ts';
import { DayInput } from '../../../components/ui/day-input.tsx';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { ConfirmButton, PageHeader, useFeedback } from '../../../lib/admin/ui.tsx';
import { bangkokDate, formatBaht } from '../../../lib/format.ts';
import {
  useAccruals,
  useRunAccrual,
  useRunDays,
  type AdminAccrual,
  type AdminRunDay,
} from './affiliate-admin-api.ts';

const baht = (value: number) => formatBaht(value);

function dayColumns(t: TFunction, open: (day: string) => void): DataTableColumn<AdminRunDay>[] {
  return [
    {
      accessor: 'day',
      title: t('affiliate.day'),
      render: (d) => (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => open(d.day)}
          data-testid={`run-open-${d.day}`}
        >
          {d.day}
        </Button>
      ),
    },
    { accessor: 'referrers', title: t('affiliate.referrers'), textAlign: 'right' },
    {
      accessor: 'commission',
      title: t('affiliate.commission'),
      textAlign: 'right',
      render: (d) => baht(d.commission),
    },
    { accessor: 'paid', title: t('affiliate.paid'), textAlign: 'right', render: (d) => baht(d.paid) },
    {
      accessor: 'pending',
      title: t('affiliate.pending'),
      textAlign: 'right',
      render: (d) => baht(d.pending),
    },
  ];
}

function accrualColumns(t: TFunction): DataTableColumn<AdminAccrual>[] {
  return [
    { accessor: 'referrer', title: t('affiliate.referrer'), render: (a) => a.referrer.userName },
    { accessor: 'basis', title: t('affiliate.basis'), render: (a) => t(`affiliate.bases.${a.basis}`) },
    {
      accessor: 'level1Amount',
      title: t('affiliate.level1'),
      textAlign: 'right',
      render: (a) => `${baht(a.level1Amount)} × ${a.level1Percent} %`,
    },
    {
      accessor: 'level2Amount',
      title: t('affiliate.level2'),
      textAlign: 'right',
      render: (a) => `${baht(a.level2Amount)} × ${a.level2Percent} %`,
    },
    { accessor: 'referred', title: t('affiliate.referred'), textAlign: 'right' },
    {
      accessor: 'commission',
      title: t('affiliate.commission'),
      textAlign: 'right',
      render: (a) => baht(a.commission),
    },
    {
      accessor: 'paidKey',
      title: t('affiliate.status'),
      render: (a) => (
        <Badge color={a.paidKey ? 'green' : 'yellow'} variant="light">
          {a.paidKey ? t('affiliate.paid') : t('affiliate.pending')}
        </Badge>
      ),
    },
  ];
}

/**
 * The daily accrual runs: per day how many referrers, what was accrued, paid and pending; a day's
 * rows; and "run for day X" (the scheduler's function: safe to re-run, it pays once). Audited.
 */
export function AffiliateRunsPage() {
  const { t } = useAdminT();
  const can = useCan();
  const feedback = useFeedback();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [rowsPage, setRowsPage] = useState(1);
  // The latest day that has ended: the default, and the last a run may take.
  const [yesterday] = useState(() => bangkokDate(new Date(Date.now() - 86_400_000)));
  const [runDay, setRunDay] = useState(yesterday);
  const days = useRunDays(page);
  const accruals = useAccruals(open, rowsPage);
  const run = useRunAccrual();
  const openDay = (day: string) => {
    setOpen(day);
    setRowsPage(1);
  };
  return (
    <>
      <PageHeader title={t('affiliate.runsTitle')} />
      <Stack>
        {can('affiliate.manage') && (
          <Paper withBorder p="md" radius="md">
            <Group align="end" wrap="wrap">
              <DayInput
                label={t('affiliate.runDay')}
                value={runDay}
                max={yesterday}
                onChange={setRunDay}
                testId="run-day"
              />
              <ConfirmButton
                label={t('affiliate.run')}
                title={t('affiliate.run')}
                message={t('affiliate.runConfirm', { day: runDay })}
                color="green"
                variant="filled"
                size="sm"
                testId="run-accrual"
                onConfirm={() =>
                  run.mutateAsync({ day: runDay }).then((result) => {
                    feedback.ok(t('affiliate.ran', { paid: result.paid, amount: formatBaht(result.amount) }));
                    openDay(runDay);
                  }, feedback.fail)
                }
              />
            </Group>
            <Text size="xs" c="dimmed" mt="xs">
              {t('affiliate.runHint')}
            </Text>
          </Paper>
        )}
        <Paper withBorder p="md" radius="md">
          <AdminTable<AdminRunDay>
            result={days}
            page={page}
            onPage={setPage}
            testId="affiliate-runs"
            rowTestId="affiliate-run-row"
            idOf={(d) => d.day}
            minWidth={560}
            columns={dayColumns(t, openDay)}
          />
        </Paper>
        {open && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} fz="md" mb="sm">
              {t('affiliate.dayRows', { day: open })}
            </Title>
            <AdminTable<AdminAccrual>
              result={accruals}
              page={rowsPage}
              onPage={setRowsPage}
              testId="affiliate-accruals"
              rowTestId="affiliate-accrual-row"
              idOf={(a) => a.referrer.uuid}
              minWidth={880}
              columns={accrualColumns(t)}
            />
          </Paper>
        )}
      </Stack>
    </>
  );
}
