import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import type { YingShotView, YingSummaryView } from '@chokdee/domain';
import { Badge, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/format.ts';
import { formatCount } from '../format.ts';

const DIGITS = { fontVariantNumeric: 'tabular-nums' } as const;

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack
      gap={0}
      align="center"
      py={6}
      px={4}
      style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 8, minWidth: 0 }}
    >
      <Text size="xs" c="dimmed" ta="center" lh={1.2}>
        {label}
      </Text>
      <Text fw={800} fz={17} style={{ ...DIGITS, overflowWrap: 'anywhere' }} ta="center" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The running figures (count, sum S, the shot now 16th from the newest; left out without
 * `summary`) and the newest shots, newest first. `highlightSeq` marks the 16th shot (yellow); a
 * shot of the demo crowd (DEMO mode) carries a "demo account" badge.
 */
export function ShotFeed({
  summary,
  shots,
  highlightSeq,
  isPending,
}: {
  summary: YingSummaryView | undefined;
  shots: readonly YingShotView[] | undefined;
  highlightSeq: number | null;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="shot-feed">
      {summary && (
        <SimpleGrid cols={3} spacing={6}>
          <Figure label={t('yeekee.feed.count')} value={formatCount(summary.count)} testId="shot-count" />
          <Figure label={t('yeekee.feed.sum')} value={formatCount(summary.sum)} testId="shot-sum" />
          <Figure
            label={t('yeekee.feed.sixteenth')}
            value={summary.sixteenth ? summary.sixteenth.yingNumber : '-'}
            testId="shot-sixteenth"
          />
        </SimpleGrid>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px="sm" py={6} bg="gray.1">
          <Text size="sm" fw={700}>
            {t('yeekee.feed.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('yeekee.feed.newestFirst')}
          </Text>
        </Group>
        {isPending && !shots ? (
          <Stack gap={4} p="sm">
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : !shots || shots.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" p="md" data-testid="shot-empty">
            {t('yeekee.feed.empty')}
          </Text>
        ) : (
          <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('yeekee.feed.title')}>
            {shots.map((shot) => {
              const sixteenth = shot.seq === highlightSeq;
              return (
                <Group
                  component="li"
                  key={shot.seq}
                  wrap="nowrap"
                  gap="xs"
                  px="sm"
                  py={5}
                  data-testid="shot-row"
                  data-seq={shot.seq}
                  data-sixteenth={sixteenth || undefined}
                  style={{
                    borderTop: '1px solid var(--mantine-color-gray-2)',
                    background: sixteenth ? 'var(--mantine-color-yellow-1)' : undefined,
                  }}
                >
                  <Text size="xs" c="dimmed" w={44} style={DIGITS}>
                    #{shot.seq}
                  </Text>
                  <Text
                    fw={800}
                    fz={18}
                    style={{ ...DIGITS, letterSpacing: '0.08em' }}
                    data-testid="shot-number"
                  >
                    {shot.yingNumber}
                  </Text>
                  {/* The masked name on one line; a demo account's label under it. */}
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {shot.userName}
                    </Text>
                    {shot.demo && (
                      <Text size="xs" c="dimmed" lh={1.2} data-testid="shot-demo">
                        {t('yeekee.feed.demo')}
                      </Text>
                    )}
                  </Stack>
                  {sixteenth ? (
                    <Badge color="yellow" c="dark" size="sm" data-testid="shot-sixteenth-badge">
                      {t('yeekee.feed.sixteenthBadge')}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed" style={DIGITS}>
                      {formatClock(shot.createdAt)}
                    </Text>
                  )}
                </Group>
              );
            })}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
