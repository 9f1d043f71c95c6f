import { ADMIN_ROUND_STATUSES, ROUND_FAMILIES } from '@chokdee/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { DayInput } from '../../../components/ui/day-input.tsx';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import type { useTableState } from '../../../lib/admin/use-table-state.ts';

export const ROUND_FILTER_KEYS = ['family', 'date', 'status'] as const;
/** `date=all` lists every draw date; no date in the URL means today (Bangkok). */
export const ALL_DATES = 'all';

/** The rounds list's filters: family, draw date (or every date) and status, kept in the URL. */
export function RoundsFilters({
  table,
  date,
}: {
  table: ReturnType<typeof useTableState<(typeof ROUND_FILTER_KEYS)[number]>>;
  date: string;
}) {
  const { t } = useAdminT();
  return (
    <Group align="flex-end" mb="md" gap="sm">
      <NativeSelect
        label={t('lotto.family')}
        value={table.filters.family}
        onChange={(event) => table.setFilters({ family: event.currentTarget.value })}
        data={[
          { value: '', label: t('lotto.allFamilies') },
          ...ROUND_FAMILIES.map((f) => ({ value: f, label: t(`lotto.families.${f}`) })),
        ]}
        data-testid="rounds-family"
      />
      <DayInput
        label={t('lotto.drawDate')}
        value={date === ALL_DATES ? '' : date}
        onChange={(day) => table.setFilters({ date: day || ALL_DATES })}
        testId="rounds-date"
      />
      <Button
        variant="subtle"
        size="sm"
        onClick={() => table.setFilters({ date: ALL_DATES })}
        disabled={date === ALL_DATES}
      >
        {t('lotto.allDates')}
      </Button>
      <NativeSelect
        label={t('lotto.statusLabel')}
        value={table.filters.status}
        onChange={(event) => table.setFilters({ status: event.currentTarget.value })}
        data={[
          { value: '', label: t('lotto.allStatuses') },
          ...ADMIN_ROUND_STATUSES.map((s) => ({ value: s, label: t(`lotto.status.${s}`) })),
        ]}
        data-testid="rounds-status"
      />
    </Group>
  );
}
