import '@mantine/core/styles/Progress.css';
import { usersFirstStepsEndpoint } from '@chokdee/domain';
import { Group, Paper, Progress, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { loadAuth, useAuth } from '../auth/index.ts';
import { checklistOf, isRememberedDone, rememberDone } from './checklist.ts';

const firstStepsQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['first-steps', uuid],
    queryFn: ({ signal }) => callApi(usersFirstStepsEndpoint, undefined, { signal }),
    staleTime: 10_000,
  });

/**
 * The checklist's answer before /main first renders (routes/main.tsx `prefetch`): the card shows
 * in that render, rather than appearing above the links afterwards and pushing them down (a
 * layout shift of 0.24, a quarter of Lighthouse's score on /main).
 */
export const prefetchFirstSteps = async (): Promise<void> => {
  const user = await loadAuth().catch(() => null);
  const uuid = user?.uuid ?? '';
  if (uuid === '' || isRememberedDone(uuid)) return;
  await queryClient.prefetchQuery(firstStepsQuery(uuid));
};

/**
 * The new member's checklist on /main (add a bank account, first deposit, first bet), read from
 * `users.first-steps`; each open step links to where it is done. Hidden while loading, on error,
 * and for good once every step is done (remembered per member, so /main stops asking).
 */
export function FirstStepsCard() {
  const { t } = useTranslation();
  const { data: user } = useAuth();
  const uuid = user?.uuid ?? '';
  const remembered = uuid !== '' && isRememberedDone(uuid);
  const steps = useQuery({ ...firstStepsQuery(uuid), enabled: uuid !== '' && !remembered });
  const items = steps.data ? checklistOf(steps.data) : null;
  useEffect(() => {
    if (steps.data && !items) rememberDone(uuid);
  }, [steps.data, items, uuid]);
  if (!items) return null;

  const done = items.filter((item) => item.done).length;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="first-steps" data-done={done}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} fz="lg">
            {t('firstSteps.title')}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="first-steps-count">
            {t('firstSteps.count', { done, total: items.length })}
          </Text>
        </Group>
        <Progress
          aria-label={t('firstSteps.title')}
          value={(done / items.length) * 100}
          color="green"
          size="sm"
          radius="xl"
        />
        {items.map((item, i) => (
          <UnstyledButton
            key={item.step}
            component={AppLink}
            to={item.to}
            data-testid={`first-step-${item.step}`}
            data-done={item.done || undefined}
            aria-current={item.next ? 'step' : undefined}
            p="xs"
            style={{
              borderRadius: 12,
              border: `1px solid var(--mantine-color-${item.next ? 'green-5' : 'gray-3'})`,
              background: item.next ? 'var(--mantine-color-green-0)' : undefined,
            }}
          >
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon
                radius="xl"
                size={30}
                color={item.done ? 'green' : 'gray'}
                variant={item.done ? 'filled' : 'light'}
              >
                <Text fw={700} size="sm" c="inherit">
                  {item.done ? '✓' : i + 1}
                </Text>
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text
                  fw={600}
                  td={item.done ? 'line-through' : undefined}
                  c={item.done ? 'dimmed' : undefined}
                >
                  {t(`firstSteps.${item.step}.title`)}
                </Text>
                {!item.done && (
                  <Text size="sm" c="dimmed">
                    {t(`firstSteps.${item.step}.hint`)}
                  </Text>
                )}
              </Stack>
              {!item.done && (
                <Text c="green.8" fw={700} aria-hidden>
                  ›
                </Text>
              )}
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
