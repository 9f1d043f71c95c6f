import { Badge, Button, NativeSelect, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { DataTable, PageHeader, SectionCard, TableState } from '../../../lib/admin/ui.tsx';
import { formatBaht } from '../../../lib/format.ts';
import { AchievementForm } from './achievement-form.tsx';
import { SettingsCard } from './settings-card.tsx';
import { useLoyaltyReport, useStaffAchievements, type StaffAchievement } from './loyalty-admin-api.ts';

const DIGITS = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function AchievementsCard() {
  const { t } = useAdminT();
  const can = useCan();
  const list = useStaffAchievements();
  const [editing, setEditing] = useState<StaffAchievement | 'new' | null>(null);
  return (
    <SectionCard title={t('loyalty.achievementsTitle')} testId="loyalty-achievements">
      {editing ? (
        <AchievementForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        can('loyalty.manage') && (
          <Button mb="sm" variant="light" onClick={() => setEditing('new')} data-testid="achievement-new">
            {t('loyalty.newAchievement')}
          </Button>
        )
      )}
      <TableState loading={list.isPending} error={list.error} empty={list.data?.length === 0}>
        <DataTable minWidth={760} testId="achievements-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('loyalty.code')}</Table.Th>
              <Table.Th>{t('loyalty.name')}</Table.Th>
              <Table.Th>{t('loyalty.kind')}</Table.Th>
              <Table.Th>{t('loyalty.target')}</Table.Th>
              <Table.Th>{t('loyalty.reward')}</Table.Th>
              <Table.Th>{t('loyalty.awarded')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.map((a) => (
              <Table.Tr key={a.id} data-testid="achievement-row">
                <Table.Td>{a.code}</Table.Td>
                <Table.Td>
                  {a.name.th}{' '}
                  {!a.active && (
                    <Badge color="gray" variant="light">
                      {t('loyalty.disabled')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {t(`loyalty.kinds.${a.kind}`)}
                  {a.family ? ` · ${a.family}` : ''}
                </Table.Td>
                <Table.Td style={DIGITS}>{a.target.toLocaleString('en-US')}</Table.Td>
                <Table.Td style={DIGITS}>฿ {formatBaht(a.reward)}</Table.Td>
                <Table.Td style={DIGITS}>{a.awarded}</Table.Td>
                <Table.Td>
                  {can('loyalty.manage') && (
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing(a)}>
                      {t('common.edit')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      </TableState>
    </SectionCard>
  );
}

function ReportCard() {
  const { t } = useAdminT();
  const [days, setDays] = useState(30);
  const report = useLoyaltyReport(days);
  const money = (value: number) => formatBaht(value);
  return (
    <SectionCard title={t('loyalty.reportTitle')} testId="loyalty-report">
      <NativeSelect
        mb="sm"
        w={160}
        value={String(days)}
        data={['7', '30', '90'].map((d) => ({ value: d, label: t('loyalty.lastDays', { days: d }) }))}
        onChange={(e) => setDays(Number(e.currentTarget.value))}
      />
      <TableState loading={report.isPending} error={report.error} empty={report.data?.length === 0}>
        <DataTable minWidth={860}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('loyalty.day')}</Table.Th>
              <Table.Th>{t('loyalty.issued')}</Table.Th>
              <Table.Th>{t('loyalty.redeemed')}</Table.Th>
              <Table.Th>{t('loyalty.redeemedMoney')}</Table.Th>
              <Table.Th>{t('loyalty.awards')}</Table.Th>
              <Table.Th>{t('loyalty.rewards')}</Table.Th>
              <Table.Th>{t('loyalty.commission')}</Table.Th>
              <Table.Th>{t('loyalty.bonuses')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.data?.map((d) => (
              <Table.Tr key={d.day} data-testid="loyalty-report-day">
                <Table.Td style={DIGITS}>{d.day}</Table.Td>
                <Table.Td style={DIGITS}>{money(d.issued)}</Table.Td>
                <Table.Td style={DIGITS}>{money(d.redeemed)}</Table.Td>
                <Table.Td style={DIGITS}>฿ {money(d.redeemedMoney)}</Table.Td>
                <Table.Td style={DIGITS}>{d.awards}</Table.Td>
                <Table.Td style={DIGITS}>฿ {money(d.rewards)}</Table.Td>
                <Table.Td style={DIGITS}>฿ {money(d.commission)}</Table.Td>
                <Table.Td style={DIGITS}>฿ {money(d.bonuses)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      </TableState>
    </SectionCard>
  );
}

/** The back office of loyalty: points settings, achievement rules, and the growth report per day. */
export function LoyaltyPage() {
  const { t } = useAdminT();
  return (
    <>
      <PageHeader title={t('loyalty.title')} />
      <Stack>
        <SettingsCard />
        <AchievementsCard />
        <ReportCard />
      </Stack>
    </>
  );
}
