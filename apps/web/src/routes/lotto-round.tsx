import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useRatesNow } from '../features/lotto/api/use-rates-now.ts';
import { useRound } from '../features/lotto/api/use-round.ts';
import { RoundHeader } from '../features/lotto/components/round-header.tsx';
import { SlipPanel } from '../features/lotto/components/slip-panel.tsx';
import { useNumberSets } from '../features/number-set/api/use-number-sets.ts';
import { poyKeys } from '../features/poy/api/keys.ts';
import { walletKeys } from '../features/wallet/api/keys.ts';
import { refreshBalance } from '../features/wallet/api/use-cash.ts';

/**
 * `/lotto/:betGroup/:betId`: the slip builder of one round, with its rates now and the member's
 * number sets. A placed slip re-reads the header balance (the WS money-update also arrives) and
 * refreshes the slips and wallet pages.
 */
export function Component() {
  const { t } = useTranslation();
  const { betGroup = '', betId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const round = useRound(betId);
  const ratesNow = useRatesNow(betId, round.isSuccess);
  const numberSets = useNumberSets();

  return (
    <Stack data-testid="lotto-round-page" gap="md" py="md">
      {round.data ? (
        <>
          <RoundHeader round={round.data} backTo={`/lotto/${betGroup}`} />
          <SlipPanel
            key={round.data.betId}
            round={round.data}
            rateNow={ratesNow.data?.rateNow}
            numberSets={numberSets.data ?? []}
            onPlaced={() => {
              void refreshBalance();
              void queryClient.invalidateQueries({ queryKey: walletKeys.all });
              void queryClient.invalidateQueries({ queryKey: poyKeys.all });
            }}
            onViewPoy={(poyId) => void navigate(`/poy/${round.data.betGroup}/${poyId}`)}
          />
        </>
      ) : round.isError ? (
        // 4xx went to the route's error screen (useRound); this is a network failure or a 5xx.
        <Alert color="red" data-testid="round-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('lotto.loadError')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void round.refetch()}>
              {t('lotto.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm">
          <Skeleton height={48} radius="md" />
          <Skeleton height={260} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
