import '@mantine/core/styles/Skeleton.css';
import { FOUR_D_FAMILIES } from '@chokdee/domain';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../components/ui/back-link.tsx';
import { useFourDLatest } from '../features/lotto/api/use-four-d-latest.ts';
import { FourDForm } from '../features/lotto/components/four-d-form.tsx';
import { FourDPrizeTable } from '../features/results/components/four-d-prize-table.tsx';
import { useNow } from '../lib/use-now.ts';
import { isRoundOpenAt } from '../features/lotto/round-open.ts';
import { poyKeys } from '../features/poy/api/keys.ts';
import { walletKeys } from '../features/wallet/api/keys.ts';
import { refreshBalance } from '../features/wallet/api/use-cash.ts';

/** `/lotto/4d`: buy sets of a 4-digit number in an open Hanoi, Lao, Lao Super or Malay round. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const latest = useFourDLatest();
  const now = useNow();
  const rounds = FOUR_D_FAMILIES.flatMap((family) => latest.data?.[family] ?? []).filter((r) =>
    isRoundOpenAt(r, now),
  );
  return (
    <Stack data-testid="lotto-4d-page" gap="md" py="md">
      <BackLink to="/lotto/gov4d">{t('lotto.backToList')}</BackLink>
      <Title order={1} fz={26}>
        {t('lotto.fourD.title')}
      </Title>
      {latest.isPending ? (
        <Skeleton height={300} radius="md" />
      ) : (
        <FourDForm
          rounds={rounds}
          initialRoundId={params.get('betId')}
          onPlaced={() => {
            void refreshBalance();
            void queryClient.invalidateQueries({ queryKey: walletKeys.all });
            void queryClient.invalidateQueries({ queryKey: poyKeys.all });
          }}
        />
      )}
      <FourDPrizeTable />
    </Stack>
  );
}
