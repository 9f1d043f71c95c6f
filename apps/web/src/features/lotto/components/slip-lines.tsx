import {
  bahtToSatang,
  checkPrice,
  effectiveBounds,
  formatBaht,
  hundredthsToRate,
  lineWin,
  satangToBaht,
  type BetOption,
  type PriceBoundsTable,
  type Satang,
  type SlipLine,
} from '@chokdee/domain';
import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput } from '../../wallet/amount.ts';
import { priceProblemText } from '../poy-errors.ts';
import type { RateBook } from '../rate-table.ts';

export interface LinesContext {
  rates: RateBook;
  bounds: PriceBoundsTable;
  roundMax: Satang | null;
}

/** A price field: typed freely, read by digits when it loses focus (never float math). */
export function PriceField({
  price,
  label,
  onPrice,
  testId,
}: {
  price: Satang;
  label: string;
  onPrice: (p: Satang) => void;
  testId: string;
}) {
  return (
    <TextInput
      // A new price from outside (bulk price) re-creates the field with it.
      key={price}
      size="sm"
      w={84}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      data-testid={testId}
      defaultValue={String(satangToBaht(price))}
      onChange={(event) => {
        const clean = sanitizeAmountInput(event.currentTarget.value);
        if (clean !== event.currentTarget.value) event.currentTarget.value = clean;
      }}
      onBlur={(event) => {
        const next = bahtToSatang(event.currentTarget.value);
        if (next !== null && next > 0 && next !== price) onPrice(next);
        else event.currentTarget.value = String(satangToBaht(price));
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
  const bounds = effectiveBounds(line.option, ctx.bounds, ctx.roundMax);
  const problem = bounds ? checkPrice(line.price, bounds) : null;
  const changed = ctx.rates.isChanged(line.option, line.number);
  return (
    <Box
      component="li"
      data-testid="slip-line"
      data-number={line.number}
      data-option={line.option}
      data-batch={line.add}
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
              ×{hundredthsToRate(line.multiply)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {changed ? `${t('lotto.slip.rateChanged')} · ` : ''}
            {t('lotto.slip.win')} {formatBaht(lineWin(line))}
          </Text>
        </Stack>
        <PriceField
          price={line.price}
          label={`${t('lotto.slip.price')} ${line.number}`}
          onPrice={onPrice}
          testId="line-price"
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
        <Text size="xs" c="red.7" data-testid="line-problem">
          {priceProblemText(t, problem)}
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
                <Text size="xs" c="dimmed">
                  {t('lotto.slip.minMax', { min: formatBaht(bounds.betMin), max: formatBaht(bounds.betMax) })}
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
