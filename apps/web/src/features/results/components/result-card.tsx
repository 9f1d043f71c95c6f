import '@mantine/core/styles/SimpleGrid.css';
import { adjacentToFirstPrize, GOV_PRIZE_BAHT } from '@chokdee/domain';
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDay } from '../../../lib/format.ts';
import { displayTime } from '../result-sections.ts';
import type { ResultFields, RoundResult } from '../types.ts';
import classes from './lower-prizes.module.css';

const DIGITS = { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.06em' } as const;

/** A labelled number (or numbers) of a result, centred: "3 ตัวบน" over "456". */
function Cell({
  label,
  field,
  children,
  size = 26,
  prize,
}: {
  label: string;
  field: string;
  children: ReactNode;
  size?: number;
  /** The official prize per ticket (government), baht, shown under the numbers. */
  prize?: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={2}
      align="center"
      py={6}
      px={4}
      style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 8, minWidth: 0 }}
    >
      <Text size="xs" c="dimmed" fw={600} ta="center" lh={1.2}>
        {label}
      </Text>
      <Text
        fw={800}
        fz={size}
        lh={1.15}
        c="green.9"
        ta="center"
        style={DIGITS}
        data-testid={`result-${field}`}
      >
        {children}
      </Text>
      {prize !== undefined && (
        <Text size="xs" c="dimmed" ta="center" lh={1.2}>
          {t('results.prizeEach', { amount: formatBaht(prize).replace(/\.00$/, '') })}
        </Text>
      )}
    </Stack>
  );
}

/** Several numbers of one prize, side by side ("111  222"). */
const Pair = ({ numbers }: { numbers: readonly string[] }) => (
  <Group component="span" gap="md" justify="center" wrap="nowrap">
    {numbers.map((n, i) => (
      <span key={`${i}:${n}`}>{n}</span>
    ))}
  </Group>
);

/**
 * Government: the prize list as the official sheet reads (lottery-domain.md): the first prize, the
 * two adjacent to it, 3 top / 2 top / the last-2 prize, the two front-3 and the two back-3, each
 * with its official prize per ticket.
 */
function GovBody({ result }: { result: ResultFields }) {
  const { t } = useTranslation();
  const adjacent = result.firstPrize ? adjacentToFirstPrize(result.firstPrize) : null;
  return (
    <Stack gap={8}>
      {result.firstPrize && (
        <Cell
          label={t('results.fields.firstPrize')}
          field="firstPrize"
          size={34}
          prize={GOV_PRIZE_BAHT.firstPrize}
        >
          {result.firstPrize}
        </Cell>
      )}
      {adjacent && (
        <Cell label={t('results.fields.adjacent')} field="adjacent" size={20} prize={GOV_PRIZE_BAHT.adjacent}>
          <Pair numbers={adjacent} />
        </Cell>
      )}
      <ThreeCells result={result} bottomPrize={GOV_PRIZE_BAHT.bottom2} />
      <SimpleGrid cols={2} spacing={8}>
        {result.front3 && (
          <Cell label={t('results.fields.front3')} field="front3" size={22} prize={GOV_PRIZE_BAHT.front3}>
            <Pair numbers={result.front3} />
          </Cell>
        )}
        {result.back3 && (
          <Cell label={t('results.fields.back3')} field="back3" size={22} prize={GOV_PRIZE_BAHT.back3}>
            <Pair numbers={result.back3} />
          </Cell>
        )}
      </SimpleGrid>
      {result.lowerPrizes && <LowerPrizes prizes={result.lowerPrizes} />}
    </Stack>
  );
}

const LOWER_TIERS = ['second', 'third', 'fourth', 'fifth'] as const;

/**
 * The 2nd to 5th prizes (165 numbers) folded under one line: the sheet members check a ticket
 * against, not what the card is about.
 */
function LowerPrizes({ prizes }: { prizes: NonNullable<ResultFields['lowerPrizes']> }) {
  const { t } = useTranslation();
  return (
    <Box component="details" data-testid="result-lower-prizes">
      <Text component="summary" size="sm" fw={600} c="green.9" style={{ cursor: 'pointer' }}>
        {t('results.lowerPrizes')}
      </Text>
      <Stack gap={8} mt={8}>
        {LOWER_TIERS.map((tier) => (
          <div key={tier}>
            <Text size="xs" c="dimmed" fw={600}>
              {t(`results.fields.${tier}`)} ·{' '}
              {t('results.prizeEach', { amount: formatBaht(GOV_PRIZE_BAHT[tier]).replace(/\.00$/, '') })}
            </Text>
            <div className={classes.numbers}>
              {prizes[tier].map((n, i) => (
                <span key={`${i}:${n}`} className={classes.number}>
                  {n}
                </span>
              ))}
            </div>
          </div>
        ))}
      </Stack>
    </Box>
  );
}

/** 3 top, 2 top, 2 bottom: every family but 4D. */
function ThreeCells({ result, bottomPrize }: { result: ResultFields; bottomPrize?: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={3} spacing={8}>
      <Cell label={t('results.fields.top3')} field="top3">
        {result.top3 ?? '-'}
      </Cell>
      <Cell label={t('results.fields.top2')} field="top2">
        {result.top2 ?? '-'}
      </Cell>
      <Cell label={t('results.fields.bottom2')} field="bottom2" prize={bottomPrize}>
        {result.bottom2 ?? '-'}
      </Cell>
    </SimpleGrid>
  );
}

/** 4D: the four digits, and the family's separate 2 bottom when it has one. */
function FourDBody({ result }: { result: ResultFields }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={result.bottom2 ? 2 : 1} spacing={8}>
      <Cell label={t('results.fields.four')} field="four" size={30}>
        {result.four}
      </Cell>
      {result.bottom2 && (
        <Cell label={t('results.fields.bottom2')} field="bottom2" size={30}>
          {result.bottom2}
        </Cell>
      )}
    </SimpleGrid>
  );
}

/** One round's confirmed result as a Thai result card: a coloured header, then the prize numbers. */
export function ResultCard({
  result,
  title,
}: {
  /** A result from bet-list-results, or a Yeekee round's own result (no published time: its scheduled one). */
  result: Omit<RoundResult, 'publishedAt'> & { publishedAt?: string | null };
  title: string;
}) {
  const { t } = useTranslation();
  const fields = result.result;
  const kind =
    fields.four !== undefined ? '4d' : fields.front3 || fields.back3 || fields.firstPrize ? 'gov' : 'three';
  // When the result really came out (its confirmation), not the scheduled time.
  const time = displayTime(result.publishedAt ?? result.resultTime);
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden' }}
      data-testid="result-card"
      data-bet-id={result.betId}
      data-bet-type={result.betType}
    >
      <Box
        px="sm"
        py={8}
        style={{
          background:
            kind === 'gov'
              ? 'linear-gradient(135deg, var(--mantine-color-green-8), var(--mantine-color-teal-6))'
              : kind === '4d'
                ? 'linear-gradient(135deg, var(--mantine-color-orange-7), var(--mantine-color-yellow-6))'
                : 'linear-gradient(135deg, var(--mantine-color-green-7), var(--mantine-color-green-5))',
          color: 'white',
        }}
      >
        <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }} data-testid="result-title">
          {title}
        </Text>
        <Text
          size="xs"
          opacity={0.92}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="result-published"
        >
          {result.betType === 'gov'
            ? t('results.resultAt', { time })
            : t('results.drawnAt', { date: formatDay(result.drawDate), time })}
        </Text>
      </Box>
      <Box p={8}>
        {kind === 'gov' ? (
          <GovBody result={fields} />
        ) : kind === '4d' ? (
          <FourDBody result={fields} />
        ) : (
          <ThreeCells result={fields} />
        )}
      </Box>
    </Paper>
  );
}
