import {
  bahtToSatang,
  effectiveBounds,
  hundredthsToRate,
  lineDiscount,
  lineWin,
  satang,
  satangToBaht,
  type BetOption,
  type PoyLineProblem,
  type PriceBoundsTable,
  type Satang,
  type SlipLine,
} from '@chokdee/domain';
import { ActionIcon, Box, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput } from '../../wallet/index.ts';
import type { RateBook } from '../rate-table.ts';
import { lineKey, lineProblemText } from '../slip-check.ts';
import { slipTable, type SlipRow, type SlipTableGroup } from '../slip-table.ts';
import { formatSatang } from '../../../lib/format.ts';

export interface LinesContext {
  rates: RateBook;
  bounds: PriceBoundsTable;
  roundMax: Satang | null;
  /** The slip check's problem of each refused line, by `option:number`. */
  problems: ReadonlyMap<string, PoyLineProblem>;
  /** The discount percent the member chose; 0 for full pay. */
  discountPercent: number;
}

/** What the field holds as a price: "1." reads as 1, an empty field as 0 (flagged, never sent). */
const typedPrice = (text: string): Satang => bahtToSatang(text.replace(/\.$/, '') || '0') ?? satang(0);

const NUMBER_STYLE = { fontVariantNumeric: 'tabular-nums', letterSpacing: 1 } as const;
const CELL_BORDER = '1px solid var(--mantine-color-gray-2)';

/**
 * A price field: every keystroke re-prices the line (read by digits, never float math), so the
 * line is checked as it is typed.
 */
function PriceField({
  price,
  label,
  invalid,
  onPrice,
}: {
  price: Satang;
  label: string;
  invalid: boolean;
  onPrice: (p: Satang) => void;
}) {
  const [text, setText] = useState(() => String(satangToBaht(price)));
  // A price set from outside (bulk price) replaces the text; the member's own typing reads back equal.
  if (typedPrice(text) !== price) setText(String(satangToBaht(price)));
  return (
    <TextInput
      size="xs"
      w="100%"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={10}
      aria-label={label}
      aria-invalid={invalid}
      error={invalid}
      data-testid="line-price"
      value={text}
      onChange={(event) => {
        const clean = sanitizeAmountInput(event.currentTarget.value);
        setText(clean);
        const next = typedPrice(clean);
        if (next !== price) onPrice(next);
      }}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontSize: 15 } }}
    />
  );
}

/**
 * One line as a cell: its price, and beside it the rate now (marked when the number's rate is
 * lowered or closed), what it wins at most and the discount taken.
 */
function LineCell({
  line,
  ctx,
  onPrice,
}: {
  line: SlipLine;
  ctx: LinesContext;
  onPrice: (number: string, option: BetOption, price: Satang) => void;
}) {
  const { t } = useTranslation();
  const problem = ctx.problems.get(lineKey(line));
  const changed = ctx.rates.isChanged(line.option, line.number);
  const closed = line.rate === 0;
  const discount = ctx.discountPercent > 0 ? lineDiscount(line.price, ctx.discountPercent) : null;
  return (
    <Stack
      gap={0}
      data-testid="slip-line"
      data-number={line.number}
      data-option={line.option}
      data-batch={line.add}
      data-problem={problem?.code}
    >
      <PriceField
        price={line.price}
        label={`${t(`lotto.options.${line.option}`)} ${line.number} ${t('lotto.slip.price')}`}
        invalid={problem !== undefined}
        onPrice={(price) => onPrice(line.number, line.option, price)}
      />
      <Text size="xs" style={NUMBER_STYLE} lh={1.3}>
        <Text
          span
          inherit
          fw={700}
          c={closed ? 'red.7' : changed ? 'orange.8' : 'dimmed'}
          data-testid="line-rate"
          data-changed={changed}
          data-rate={hundredthsToRate(line.rate)}
          title={changed ? t('lotto.slip.rateChanged') : t('lotto.slip.rate')}
        >
          {closed ? t('lotto.slip.closedRate') : `×${hundredthsToRate(line.rate)}${changed ? ' ▼' : ''}`}
        </Text>{' '}
        <Text span inherit c="green.8" data-testid="line-win" title={t('lotto.slip.win')}>
          {formatSatang(lineWin(line))}
        </Text>
      </Text>
      {discount !== null && (
        <Text size="xs" c="grape.8" data-testid="line-discount" style={NUMBER_STYLE}>
          {t('lotto.slip.discountTaken')} {formatSatang(discount)}
        </Text>
      )}
      {problem && (
        <Text size="xs" c="red.7" fw={600} data-testid="line-problem" data-code={problem.code}>
          {lineProblemText(t, problem)}
        </Text>
      )}
    </Stack>
  );
}

function GroupTable({
  group,
  ctx,
  onPrice,
  onRemoveRow,
}: {
  group: SlipTableGroup;
  ctx: LinesContext;
  onPrice: (number: string, option: BetOption, price: Satang) => void;
  onRemoveRow: (number: string) => void;
}) {
  const { t } = useTranslation();
  const columns = `48px repeat(${group.options.length}, minmax(88px, 1fr)) 34px`;
  const row = (cells: ReactNode, key: string, testId?: string, number?: string) => (
    <Box
      key={key}
      data-testid={testId}
      data-number={number}
      style={{
        display: 'grid',
        gridTemplateColumns: columns,
        gap: 6,
        padding: '6px 0',
        borderTop: CELL_BORDER,
      }}
    >
      {cells}
    </Box>
  );
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid={`slip-group-${group.digits}`}>
      <Group justify="space-between" gap={4}>
        <Text fw={700} size="sm">
          {t(`lotto.slip.digits${group.digits}`)} ({group.rows.length})
        </Text>
        <Text size="xs" c="dimmed">
          {t('lotto.slip.cellLegend')}
        </Text>
      </Group>
      <Box style={{ overflowX: 'auto' }}>
        {row(
          <>
            <Text size="xs" c="dimmed" fw={700}>
              {t('lotto.slip.number')}
            </Text>
            {group.options.map((option) => {
              const bounds = effectiveBounds(option, ctx.bounds, ctx.roundMax);
              return (
                <Stack key={option} gap={0} data-testid={`slip-col-${option}`}>
                  <Text size="xs" fw={700}>
                    {t(`lotto.options.${option}`)}
                  </Text>
                  {bounds && (
                    <Text size="xs" c="dimmed" data-testid="slip-col-limits">
                      {formatSatang(bounds.betMin)}–{formatSatang(bounds.betMax)}
                    </Text>
                  )}
                </Stack>
              );
            })}
            <span />
          </>,
          'head',
        )}
        {group.rows.map((slipRow: SlipRow) =>
          row(
            <>
              <Text fw={800} fz={20} style={NUMBER_STYLE}>
                {slipRow.number}
              </Text>
              {group.options.map((option) => {
                const line = slipRow.cells[option];
                return line ? (
                  <LineCell key={option} line={line} ctx={ctx} onPrice={onPrice} />
                ) : (
                  <Text key={option} c="dimmed" ta="center">
                    –
                  </Text>
                );
              })}
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('lotto.slip.remove', { number: slipRow.number })}
                onClick={() => onRemoveRow(slipRow.number)}
                data-testid="row-remove"
              >
                ✕
              </ActionIcon>
            </>,
            slipRow.number,
            'slip-row',
            slipRow.number,
          ),
        )}
      </Box>
    </Paper>
  );
}

/**
 * The slip as an entry table (slip-table.ts): per digit count one row per number, one column per
 * option, each cell a line with its price (editable), rate now, maximum win and discount.
 */
export function SlipLines({
  lines,
  ctx,
  onPrice,
  onRemoveRow,
}: {
  lines: readonly SlipLine[];
  ctx: LinesContext;
  onPrice: (number: string, option: BetOption, price: Satang) => void;
  onRemoveRow: (number: string) => void;
}) {
  return (
    <Stack gap="sm" data-testid="slip-lines">
      {slipTable(lines).map((group) => (
        <GroupTable key={group.digits} group={group} ctx={ctx} onPrice={onPrice} onRemoveRow={onRemoveRow} />
      ))}
    </Stack>
  );
}
