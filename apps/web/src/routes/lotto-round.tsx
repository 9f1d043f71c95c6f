import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tabs.css';
import { isShootingFamily, type YingResultView } from '@chokdee/domain';
import { Alert, Button, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams, type Params } from 'react-router';
import { ratesNowQuery, useRatesNow } from '../features/lotto/api/use-rates-now.ts';
import { roundQuery, useRound } from '../features/lotto/api/use-round.ts';
import { RoundHeader } from '../features/lotto/components/round-header.tsx';
import { SlipPanel } from '../features/lotto/components/slip-panel.tsx';
import { numberSetsQuery } from '../features/number-set/index.ts';
import { poyKeys } from '../features/poy/api/keys.ts';
import { walletKeys } from '../features/wallet/api/keys.ts';
import { roundName } from '../features/lotto/round-name.ts';
import type { Round } from '../features/lotto/types.ts';
import { refreshBalance } from '../features/wallet/api/use-cash.ts';
import { queryClient } from '../lib/query-client.ts';
import { useAfterFirstPaint } from '../lib/render-later.ts';
import { yeekeePhase } from '../features/yeekee/yeekee-phase.ts';

type YeekeeTab = 'bet' | 'shoot';

// Only shooting rounds show it, on their second tab: its own chunk keeps the round page's first load
// inside the 150 kB budget (docs/performance.md).
const YeekeeBoard = lazy(() =>
  import('../features/yeekee/components/yeekee-board.tsx').then((m) => ({ default: m.YeekeeBoard })),
);
// Only a shooting round with its result shows one, on the board's tab.
const ResultCard = lazy(() =>
  import('../features/results/components/result-card.tsx').then((m) => ({ default: m.ResultCard })),
);

/**
 * A Yeekee-family round: the slip builder on one tab, shooting on the other (`?tab=shoot`). Without
 * a tab in the URL the page opens on betting if bets were taken when it opened, else on shooting.
 */
function YeekeeTabs({ round, slip }: { round: Round; slip: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Decided once: a round closing while the member builds a slip must not pull the slip away.
  const [initialTab] = useState<YeekeeTab>(() =>
    yeekeePhase(round, Date.now()) === 'betting' ? 'bet' : 'shoot',
  );
  const asked = params.get('tab');
  const tab: YeekeeTab = asked === 'bet' || asked === 'shoot' ? asked : initialTab;
  const card = (result: YingResultView) => (
    <Suspense fallback={<Skeleton h={150} radius="md" />}>
      <ResultCard
        title={roundName(t, round)}
        result={{
          betId: round.betId,
          betGroup: round.betGroup,
          betType: round.betType,
          name: round.name,
          drawDate: round.dt,
          resultTime: round.resultDt,
          status: result.status,
          result: {
            top3: result.top3 ?? undefined,
            top2: result.top2 ?? undefined,
            bottom2: result.bottom2 ?? undefined,
          },
        }}
      />
    </Suspense>
  );
  return (
    <Tabs
      value={tab}
      onChange={(next) => {
        if (next === 'bet' || next === 'shoot') setParams({ tab: next }, { replace: true });
      }}
      color="green"
      variant="pills"
      radius="xl"
    >
      <Tabs.List grow mb="sm">
        <Tabs.Tab value="bet" data-testid="yeekee-tab-bet" fz="md" fw={700}>
          {t('yeekee.tabs.bet')}
        </Tabs.Tab>
        <Tabs.Tab value="shoot" data-testid="yeekee-tab-shoot" fz="md" fw={700}>
          {t('yeekee.tabs.shoot')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="bet">{slip}</Tabs.Panel>
      {/* The slip stays mounted (a half-built slip survives a look at the shots); the board lives
          only while shown, so a hidden tab neither polls nor watches the round's channel. */}
      <Tabs.Panel value="shoot">
        {tab === 'shoot' && (
          <Suspense fallback={<Skeleton h={160} radius="md" />}>
            <YeekeeBoard round={round} resultCard={card} />
          </Suspense>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * `/lotto/:betGroup/:betId`: the slip builder of one round, with its rates now and the member's
 * number sets (and, for Yeekee, 5-minute Yeekee and ping-pong, the shooting tab). A placed slip
 * re-reads the header balance (the WS money-update also arrives) and refreshes the slips and
 * wallet pages.
 */
/**
 * Run by the route's loader once the guards pass (screen-route.tsx): the round, its rates and the
 * number sets are requested while the page's first render is still to come, not after it.
 */
export const prefetch = ({ betId = '' }: Params) => {
  void queryClient.prefetchQuery(roundQuery(betId));
  void queryClient.prefetchQuery(ratesNowQuery(betId));
  void queryClient.prefetchQuery(numberSetsQuery());
};

/**
 * The round's name in the heading is the page's largest paint: the first render waits for the round
 * (public/boot.js asked for it beside the JS on a first load), at most as long as screen-route.tsx allows.
 */
export const beforeRender = ({ betId = '' }: Params) => queryClient.prefetchQuery(roundQuery(betId));

export function Component() {
  const { t } = useTranslation();
  const { betGroup = '', betId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const round = useRound(betId);
  const ratesNow = useRatesNow(betId, round.isSuccess);
  // The round's heading is the page's largest paint and cheap to render; the slip builder (keypad,
  // options, lines) is most of the render's work, so it comes in the task after that paint.
  const slipReady = useAfterFirstPaint(round.isSuccess);
  const slip = round.data && slipReady && (
    <SlipPanel
      key={round.data.betId}
      round={round.data}
      rateNow={ratesNow.data?.rateNow}
      onPlaced={() => {
        void refreshBalance();
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        void queryClient.invalidateQueries({ queryKey: poyKeys.all });
      }}
      onViewPoy={(poyId) => void navigate(`/poy/${round.data.betGroup}/${poyId}`)}
    />
  );

  return (
    <Stack data-testid="lotto-round-page" gap="md" py="md">
      {round.data ? (
        <>
          <RoundHeader round={round.data} backTo={`/lotto/${betGroup}`} />
          {isShootingFamily(round.data.betType) ? <YeekeeTabs round={round.data} slip={slip} /> : slip}
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
