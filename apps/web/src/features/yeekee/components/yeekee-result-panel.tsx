import '@mantine/core/styles/Alert.css';
import { yeekeeFieldsOf, type YingResultView } from '@chokdee/domain';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawFigures } from './draw-figures.tsx';
import { VerifyPanel } from './verify-panel.tsx';

/**
 * The outcome of a shot round: the result card (`card`, drawn by the route with the results
 * feature's card), how it came about (S, the 16th shot, R), and the verify view. A voided round
 * (fewer than 20 shots) says so: every poy was refunded.
 */
export function YeekeeResultPanel({ result, card }: { result: YingResultView; card: ReactNode }) {
  const { t } = useTranslation();
  if (result.status === 'VOIDED' || result.r === null) {
    return (
      <Alert color="orange" data-testid="yeekee-voided">
        <Text fw={700} size="sm">
          {t('yeekee.result.voided', { shots: result.count })}
        </Text>
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="yeekee-result">
      {card}
      <Paper withBorder radius="md" p="sm">
        <Text fw={700} mb={6}>
          {t('yeekee.result.howTitle')}
        </Text>
        <DrawFigures
          count={result.count}
          sum={result.sum}
          sixteenth={result.sixteenth}
          r={result.r}
          digits={yeekeeFieldsOf(BigInt(result.r)).digits}
          testPrefix="published"
        />
      </Paper>
      <VerifyPanel published={result} />
    </Stack>
  );
}
