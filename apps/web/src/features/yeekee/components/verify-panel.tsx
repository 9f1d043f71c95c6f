import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import type { YingResultView } from '@chokdee/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useYingExport } from '../api/use-ying-export.ts';
import { verifyShots } from '../verify.ts';
import { DrawFigures } from './draw-figures.tsx';

/**
 * "Verify": downloads the complete published shot list and recomputes the result in the browser
 * with the domain function the server uses, then says whether it matches the published result.
 */
export function VerifyPanel({ published }: { published: YingResultView }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const list = useYingExport(published.betId, asked);
  const check = list.data ? verifyShots(list.data, published) : null;
  const agrees = !!check && check.matches && check.sequenceComplete;
  const csvUrl = `/api/yings.export?betId=${encodeURIComponent(published.betId)}&format=csv`;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="verify-panel">
      <Stack gap="xs">
        <Text fw={700}>{t('yeekee.verify.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('yeekee.verify.intro')}
        </Text>
        {!list.data && (
          <Button
            variant="light"
            color="green"
            loading={list.isFetching}
            onClick={() => setAsked(true)}
            data-testid="verify-button"
          >
            {t('yeekee.verify.button')}
          </Button>
        )}
        {list.isError && (
          <Alert color="red" p="xs" data-testid="verify-error">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('yeekee.verify.loadError')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
                {t('lotto.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {list.data && !check && (
          <Alert color="gray" p="xs" data-testid="verify-none">
            {t('yeekee.verify.noResult', { shots: list.data.length })}
          </Alert>
        )}
        {check && (
          <>
            <DrawFigures
              count={check.count}
              sum={check.sum}
              sixteenth={check.sixteenth}
              r={check.r}
              digits={check.digits}
              testPrefix="verify"
            />
            <Text
              size="sm"
              ta="center"
              fw={700}
              data-testid="verify-result"
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {t('yeekee.verify.result', check.result)}
            </Text>
            {!check.sequenceComplete && (
              <Text size="sm" c="red.7" data-testid="verify-gap">
                {t('yeekee.verify.gap')}
              </Text>
            )}
            <Alert
              color={agrees ? 'green' : 'red'}
              p="xs"
              data-testid="verify-verdict"
              data-matches={agrees ? 'yes' : 'no'}
            >
              <Text fw={700} size="sm">
                {agrees ? t('yeekee.verify.matches') : t('yeekee.verify.differs')}
              </Text>
            </Alert>
          </>
        )}
        <Anchor href={csvUrl} download size="sm" c="green.8" data-testid="verify-csv">
          {t('yeekee.verify.csv')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
