import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { displayTime } from '../result-sections.ts';
import type { RoundResult } from '../types.ts';

const DIGITS = { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' } as const;

/** The columns of a family's grid: the fields its results have (4D: four digits, 2 bottom). */
const columnsOf = (results: readonly RoundResult[]) =>
  results.some((r) => r.result.four !== undefined)
    ? (['four', 'bottom2'] as const)
    : results.some((r) => r.result.firstPrize !== undefined)
      ? (['firstPrize', 'top3', 'bottom2'] as const)
      : (['top3', 'top2', 'bottom2'] as const);

/**
 * A family's last draws as one compact grid, newest first: the draw (date, and the round's name
 * where a day has several), the published time (when the result really came out), the numbers.
 */
export function HistoryGrid({
  results,
  nameOf,
  showName,
}: {
  results: readonly RoundResult[];
  nameOf: (result: RoundResult) => string;
  /** Families with several rounds a day (stock, Yeekee, 4D mixed): name each row's round. */
  showName: boolean;
}) {
  const { t } = useTranslation();
  const columns = columnsOf(results);
  return (
    // A plain scrolling box: Table.ScrollContainer brings Mantine's ScrollArea (15 kB) to this page.
    <div style={{ overflowX: 'auto' }}>
      <Table
        striped
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={6}
        fz="sm"
        data-testid="history-grid"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('results.grid.draw')}</Table.Th>
            {columns.map((field) => (
              <Table.Th key={field} ta="center" lh={1.2}>
                {t(`results.fields.${field}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((r) => (
            <Table.Tr key={r.betId} data-testid="history-row" data-bet-id={r.betId}>
              <Table.Td>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', ...DIGITS }}>
                  {formatDay(r.drawDate)}
                </Text>
                <Text
                  size="xs"
                  c="dimmed"
                  lh={1.3}
                  data-testid="history-published"
                  style={{ ...DIGITS, whiteSpace: 'nowrap' }}
                >
                  {/* A round number alone ("#12"): the family is the page's; a market or 4D family by name. */}
                  {showName && `${/^\d+$/.test(r.name) ? `#${r.name}` : nameOf(r)} · `}
                  {t('results.grid.published', { time: displayTime(r.publishedAt ?? r.resultTime) })}
                </Text>
              </Table.Td>
              {columns.map((field) => (
                <Table.Td
                  key={field}
                  ta="center"
                  fw={700}
                  c="green.9"
                  fz={field === 'firstPrize' ? 'sm' : 'md'}
                  style={DIGITS}
                  data-field={field}
                >
                  {r.result[field] ?? '-'}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
