import '@mantine/core/styles/Tabs.css';
import { isBetOption } from '@chokdee/domain';
import { Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../components/ui/back-link.tsx';
import { isLottoGroup, LOTTO_GROUPS } from '../features/lotto/lotto-groups.ts';
import { roundName } from '../features/lotto/round-name.ts';
import { usePoy } from '../features/poy/api/use-poy.ts';
import { usePoys } from '../features/poy/api/use-poys.ts';
import { PoyDetailView } from '../features/poy/components/poy-detail-view.tsx';
import { PoyList } from '../features/poy/components/poy-list.tsx';
import { refreshBalance } from '../features/wallet/api/use-cash.ts';

function PoyDetailScreen({ poyId, backTo }: { poyId: string; backTo: string }) {
  const { t } = useTranslation();
  const poy = usePoy(poyId);
  const optionName = (option: string) =>
    isBetOption(option) || option === 'set_4' ? t(`lotto.options.${option}`) : option;
  return (
    <Stack gap="md" py="md" data-testid="poy-detail-page">
      <BackLink to={backTo}>{t('poy.back')}</BackLink>
      {poy.data ? (
        <PoyDetailView
          poy={poy.data}
          title={roundName(t, {
            betType: poy.data.round.betType,
            name: poy.data.round.name,
            dt: poy.data.round.dt,
          })}
          optionName={optionName}
          onCancelled={() => void refreshBalance()}
        />
      ) : (
        <Skeleton height={240} radius="md" />
      )}
    </Stack>
  );
}

/**
 * `/poy`, `/poy/:betGroup/:poyId?` and `/poy/lottery/:betType?/:poyId?` (4D): the member's slips
 * by group (tabs in the URL), or one slip with its lines and the cancel button.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { betGroup, betType, poyId } = useParams();
  const fourD = betType !== undefined || betGroup === 'lottery';
  const group = fourD ? 'gov4d' : isLottoGroup(betGroup) ? betGroup : undefined;
  const poys = usePoys(group);
  if (poyId) return <PoyDetailScreen poyId={poyId} backTo={fourD ? '/poy/gov4d' : `/poy/${group ?? ''}`} />;
  const rows = betType ? poys.data?.filter((p) => p.betType === betType) : poys.data;
  return (
    <Stack data-testid="poy-page" gap="md" py="md">
      <Title order={1} fz={26}>
        {t('poy.title')}
      </Title>
      <Tabs
        value={group ?? 'all'}
        onChange={(next) =>
          void navigate(next && next !== 'all' ? `/poy/${next}` : '/poy', { replace: true })
        }
        color="green"
        variant="pills"
        radius="xl"
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', gap: 6, scrollbarWidth: 'none' }}>
          {['all', ...LOTTO_GROUPS].map((g) => (
            <Tabs.Tab key={g} value={g} data-testid={`poy-tab-${g}`} style={{ flexShrink: 0 }}>
              {g === 'all' ? t('poy.all') : t(`lotto.families.${g}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <PoyList
        poys={rows}
        isPending={poys.isPending}
        isError={poys.isError}
        onRetry={() => void poys.refetch()}
        nameOf={(poy) => roundName(t, { betType: poy.betType, name: poy.roundName, dt: poy.dt })}
      />
    </Stack>
  );
}
