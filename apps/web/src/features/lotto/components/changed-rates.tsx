import { isBetOption } from '@chokdee/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiNumberRate } from '../types.ts';

/** The round's numbers whose rate differs from the default now ("limited numbers"), by option. */
export function ChangedRates({ rateNow }: { rateNow: readonly ApiNumberRate[] }) {
  const { t } = useTranslation();
  if (rateNow.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="changed-rates-empty">
        {t('lotto.slip.noChangedRates')}
      </Text>
    );
  const options = [...new Set(rateNow.map((r) => r.option))];
  return (
    <Stack gap="xs" data-testid="changed-rates">
      {options.map((option) => (
        <Stack key={option} gap={4}>
          <Text size="sm" fw={700}>
            {isBetOption(option) ? t(`lotto.options.${option}`) : option}
          </Text>
          <Group gap={6}>
            {rateNow
              .filter((r) => r.option === option)
              .map((r) => (
                <Badge
                  key={r.number}
                  size="lg"
                  variant="light"
                  color={r.multiply === 0 ? 'red' : 'orange'}
                  style={{ textTransform: 'none', fontVariantNumeric: 'tabular-nums' }}
                >
                  {r.number} {r.multiply === 0 ? t('lotto.slip.closedRate') : `×${r.multiply}`}
                </Badge>
              ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
