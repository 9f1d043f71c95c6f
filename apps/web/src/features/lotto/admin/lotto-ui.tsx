import type { AdminRoundStatus } from '@chokdee/domain';
import { Badge } from '@mantine/core';
import { formatBaht } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';

const STATUS_COLOR: Record<AdminRoundStatus, string> = {
  SCHEDULED: 'gray',
  OPEN: 'green',
  CLOSED: 'orange',
  SHOOTING: 'grape',
  DRAWN: 'blue',
  SETTLED: 'teal',
  VOIDED: 'red',
};

export function RoundStatusBadge({ status }: { status: AdminRoundStatus }) {
  const { t } = useAdminT();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="round-status">
      {t(`lotto.status.${status}`)}
    </Badge>
  );
}

/** "1,234.50" (baht as the API answers it). */
export const baht = (amount: number): string => formatBaht(amount);

/** A round's name as staff read it: family, then the round's own name (stock market, Yeekee number). */
export function useRoundTitle() {
  const { t } = useAdminT();
  return (round: { family: string; name: string; roundNo: number }) => {
    const market =
      round.family === 'stock' ? t(`lotto.markets.${round.name}`, { defaultValue: round.name }) : null;
    return `${t(`lotto.families.${round.family}`)} · ${market ?? t('lotto.roundNo', { no: round.roundNo })}`;
  };
}
