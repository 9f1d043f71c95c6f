import { satang, type Satang } from '@chokdee/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOTTOM_NAV_HEIGHT } from '../../../components/ui/layout.ts';
import { formatSatang } from '../../../lib/format.ts';

/**
 * Live totals (what the member pays, and the discount taken) kept in view above the bottom navigation, with the button that opens the confirm and,
 * while it is disabled by the slip check, why.
 */
export function SlipSummary({
  count,
  total,
  paid,
  potentialWin,
  blockers,
  disabled,
  onSubmit,
}: {
  count: number;
  /** The lines' prices, and what the member pays for them (less the discount). */
  total: Satang;
  paid: Satang;
  potentialWin: Satang;
  blockers: readonly string[];
  disabled: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      shadow="md"
      radius="md"
      withBorder
      p="sm"
      data-testid="slip-summary"
      // The floating chat button lifts above it (features/support).
      data-bottom-bar
      style={{
        position: 'sticky',
        bottom: `calc(${BOTTOM_NAV_HEIGHT + 8}px + env(safe-area-inset-bottom, 0px))`,
        zIndex: 10,
        background: 'white',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {paid !== total
              ? t('lotto.confirm.pay', { count })
              : `${t('lotto.slip.total')} · ${t('lotto.confirm.lineCount', { count })}`}
          </Text>
          <Text fw={800} fz={20} data-testid="slip-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            ฿{formatSatang(paid)}
          </Text>
          {paid !== total && (
            <Text size="xs" c="grape.8" data-testid="slip-discount">
              {t('lotto.slip.stake')} ฿{formatSatang(total)} · {t('lotto.slip.discountTaken')} ฿
              {formatSatang(satang(total - paid))}
            </Text>
          )}
          <Text size="xs" c="green.8" data-testid="slip-potential-win">
            {t('lotto.slip.potentialWin')} ฿{formatSatang(potentialWin)}
          </Text>
        </Stack>
        <Button
          size="lg"
          color="green"
          disabled={disabled}
          onClick={onSubmit}
          data-testid="slip-submit"
          // The total gives way, never the button's words (Burmese was cut off at 360 px).
          style={{ flexShrink: 0 }}
        >
          {t('lotto.slip.submit')}
        </Button>
      </Group>
      {blockers.length > 0 && (
        <Stack gap={0} mt={4} data-testid="slip-blocked" role="status">
          {blockers.map((text) => (
            <Text key={text} size="xs" c="red.7" fw={600}>
              {text}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
