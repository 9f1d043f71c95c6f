import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PoyRoundResult } from '../types.ts';

type Field = 'firstPrize' | 'four' | 'top3' | 'top2' | 'bottom2' | 'front3' | 'back3';
/** The order a poy shows its round's result in (only the fields the family has). */
const FIELDS: readonly Field[] = ['firstPrize', 'four', 'top3', 'top2', 'bottom2', 'front3', 'back3'];

/**
 * The round's result on a poy, so the member sees why a line won; before there is one, "waiting
 * for the result". Nothing for a cancelled poy.
 */
export function PoyResult({ result, status }: { result: PoyRoundResult | null; status: string }) {
  const { t } = useTranslation();
  if (status === 'CANCELLED') return null;
  if (!result)
    return (
      <Paper withBorder radius="md" px="md" py="sm" bg="gray.0" data-testid="poy-result-waiting">
        <Text size="sm" c="dimmed" ta="center">
          {t('poy.waitingResult')}
        </Text>
      </Paper>
    );
  const shown = FIELDS.filter((field) => result[field] !== undefined);
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="sm"
      data-testid="poy-result"
      style={{ borderColor: 'var(--mantine-color-green-3)' }}
    >
      <Stack gap={6}>
        <Text size="sm" fw={700} c="green.8">
          {t('poy.roundResult')}
        </Text>
        <Group gap="lg" style={{ rowGap: 6 }}>
          {shown.map((field) => {
            const value = result[field];
            return (
              <Stack key={field} gap={0} data-testid={`poy-result-${field}`}>
                <Text size="xs" c="dimmed">
                  {t(`results.fields.${field}`)}
                </Text>
                <Text
                  fw={800}
                  fz={18}
                  style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' }}
                >
                  {Array.isArray(value) ? value.join(' · ') : value}
                </Text>
              </Stack>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}
