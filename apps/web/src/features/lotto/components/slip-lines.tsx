import {
  bahtToSatang,
  effectiveBounds,
  hundredthsToRate,
  lineWin,
  satang,
  satangToBaht,
  type BetOption,
  type PoyLineProblem,
  type PriceBoundsTable,
  type Satang,
  type SlipLine,
} from '@chokdee/domain';
import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput } from '../../wallet/index.ts';
import type { RateBook } from '../rate-table.ts';
import { lineKey, lineProblemText } from '../slip-check.ts';
import { formatSatang } from '../../../lib/format.ts';

export interface LinesContext {
  rates: RateBook;
  bounds: PriceBoundsTable;
  roundMax: Satang | null;
  /** The slip check's problem of each refused line, by `option:number`. */
  problems: ReadonlyMap<string, PoyLineProblem>;
}

/** What the field holds as a price: "1." reads as 1, an empty field as 0 (flagged, never sent). */
const typedPrice = (text: string): Satang => bahtToSatang(text.replace(/\.$/, '') || '0') ?? satang(0);

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
      size="sm"
      w={84}
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
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

function LineRow({
  line,
  ctx,
  onPrice,
  onRemove,
}: {
  line: SlipLine;
  ctx: LinesContext;
  onPrice: (p: Satang) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const problem = ctx.problems.get(lineKey(line));
  const changed = ctx.rates.isChanged(line.option, line.number);
  return (
    <Box
      component="li"
      data-testid="slip-line"
      data-number={line.number}
      data-option={line.option}
      data-batch={line.add}
      data-problem={problem?.code}
      style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}
    >
      <Group wrap="nowrap" gap={8}>
        <Text fw={800} fz={22} w={52} style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 1 }}>
          {line.number}
        </Text>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" variant="light" color="gray">
              {t('lotto.slip.batch', { no: line.add })}
            </Badge>
            <Text
              size="sm"
              fw={600}
              c={changed ? 'orange.8' : undefined}
              data-testid="line-rate"
              data-changed={changed}
            >
              ×{hundredthsToRate(line.rate)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {changed ? `${t('lotto.slip.rateChanged')} · ` : ''}
            {t('lotto.slip.win')} {formatSatang(lineWin(line))}
          </Text>
        </Stack>
        <PriceField
          price={line.price}
          label={`${t('lotto.slip.price')} ${line.number}`}
          invalid={problem !== undefined}
          onPrice={onPrice}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('lotto.slip.remove', { number: line.number })}
          onClick={onRemove}
          data-testid="line-remove"
        >
          ✕
        </ActionIcon>
      </Group>
      {problem && (
        <Text size="xs" c="red.7" fw={600} ta="right" data-testid="line-problem" data-code={problem.code}>
          {lineProblemText(t, problem)}
        </Text>
      )}
    </Box>
  );
}

/** The slip's lines, one card per option (lines are sorted by option, then number, then batch). */
export function SlipLines({
  lines,
  ctx,
  onPrice,
  onRemove,
}: {
  lines: readonly SlipLine[];
  ctx: LinesContext;
  onPrice: (number: string, option: BetOption, price: Satang) => void;
  onRemove: (number: string, option: BetOption) => void;
}) {
  const { t } = useTranslation();
  const groups: { option: BetOption; lines: SlipLine[] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last?.option === line.option) last.lines.push(line);
    else groups.push({ option: line.option, lines: [line] });
  }
  return (
    <Stack gap="sm" data-testid="slip-lines">
      {groups.map((group) => {
        const bounds = effectiveBounds(group.option, ctx.bounds, ctx.roundMax);
        return (
          <Paper
            key={group.option}
            withBorder
            radius="md"
            px="sm"
            py={6}
            data-testid={`slip-group-${group.option}`}
          >
            <Group justify="space-between" gap={4}>
              <Text fw={700}>
                {t(`lotto.options.${group.option}`)} ({group.lines.length})
              </Text>
              {bounds && (
                <Text size="xs" c="dimmed" data-testid="slip-group-limits">
                  {t('lotto.slip.minMax', {
                    min: formatSatang(bounds.betMin),
                    max: formatSatang(bounds.betMax),
                  })}
                </Text>
              )}
            </Group>
            <Box component="ul" m={0} p={0}>
              {group.lines.map((line) => (
                <LineRow
                  key={`${line.option}:${line.number}`}
                  line={line}
                  ctx={ctx}
                  onPrice={(price) => onPrice(line.number, line.option, price)}
                  onRemove={() => onRemove(line.number, line.option)}
                />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
