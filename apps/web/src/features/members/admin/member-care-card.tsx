import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from '@chokdee/domain';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { SectionCard } from '../../../lib/admin/ui.tsx';
import { formatBaht, formatTimestamp } from '../../../lib/format.ts';
import type { MemberDetail } from './members-api.ts';

/**
 * The member's own responsible-gambling choices: a running break and the limits they set. Shown,
 * never editable here: no staff role may lift a break or change a member's limits
 * (docs/compliance.md).
 */
export function MemberCareCard({ member: m }: { member: MemberDetail }) {
  const { t } = useAdminT();
  const { limits, selfExclusion } = m;
  const amount = (value: number | null) => (value === null ? '—' : `฿ ${formatBaht(value)}`);
  return (
    <SectionCard title={t('memberCare.title')}>
      <Stack gap="sm" data-testid="member-care">
        <Group gap="xs">
          <Text size="sm">{t('memberCare.break')}:</Text>
          {selfExclusion ? (
            <Badge color="red" variant="light" data-testid="member-care-excluded">
              {selfExclusion.until === null
                ? t('memberCare.permanent')
                : t('memberCare.until', { time: formatTimestamp(selfExclusion.until) })}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('memberCare.none')}
            </Text>
          )}
        </Group>
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {LIMIT_PERIODS.map((period) => (
                <Table.Th key={period}>{t(`memberCare.periods.${period}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MONEY_LIMIT_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{t(`memberCare.kinds.${kind}`)}</Table.Td>
                {LIMIT_PERIODS.map((period) => (
                  <Table.Td key={period} data-testid={`member-care-${kind}-${period}`}>
                    {amount(limits[kind][period])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {limits.pending.map((change) => (
          <Text key={`${change.kind}-${change.period}`} size="xs" c="dimmed">
            {t('memberCare.pending', {
              kind: t(`memberCare.kinds.${change.kind}`),
              period: t(`memberCare.periods.${change.period}`),
              value: change.value === null ? t('memberCare.removed') : amount(change.value),
              time: formatTimestamp(change.effectiveAt),
            })}
          </Text>
        ))}
        <Text size="sm">
          {t('memberCare.reminder')}:{' '}
          {limits.session.minutes === null
            ? t('memberCare.none')
            : t('memberCare.minutes', { count: limits.session.minutes })}
        </Text>
      </Stack>
    </SectionCard>
  );
}
