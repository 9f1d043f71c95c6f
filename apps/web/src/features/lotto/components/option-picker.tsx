import {
  hundredthsToRate,
  lottoOptions,
  NUMBER_SET_HELPERS,
  type BetOption,
  type BetType,
  type Digits,
  type NumberSetHelper,
} from '@chokdee/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RateBook } from '../rate-table.ts';

const HELPERS_BY_DIGITS: Record<Digits, BetType[]> = {
  3: ['shuffle_3'],
  2: ['shuffle_2', 'option_2_19', 'option_2_roodnha', 'option_2_roodlung'],
  1: [],
};
const GROUP_KEY = { 3: 'lotto.slip.digits3', 2: 'lotto.slip.digits2', 1: 'lotto.slip.digits1' } as const;

function Toggle({
  type,
  label,
  selected,
  onToggle,
}: {
  type: BetType;
  label: string;
  selected: boolean;
  onToggle: (t: BetType) => void;
}) {
  return (
    <Button
      size="sm"
      radius="xl"
      color="green"
      variant={selected ? 'filled' : 'default'}
      aria-pressed={selected}
      data-testid={`bet-type-${type}`}
      onClick={() => onToggle(type)}
      styles={{ root: { paddingInline: 12, height: 40 } }}
    >
      {label}
    </Button>
  );
}

/**
 * The bet types of the round, grouped by digits in lottoOption order (spec §4) with their pay rate,
 * the helpers of each group (conflicts are the domain's toggleBetType), and the 2-digit quick sets.
 */
export function OptionPicker({
  sold,
  rates,
  selection,
  onToggle,
  onQuickSet,
}: {
  sold: readonly BetOption[];
  rates: RateBook;
  selection: readonly BetType[];
  onToggle: (type: BetType) => void;
  onQuickSet: (helper: NumberSetHelper) => void;
}) {
  const { t } = useTranslation();
  const ordered = lottoOptions(
    sold.map((option) => ({ option, rate: hundredthsToRate(rates.base(option)) })),
  );
  const twoDigitSelected = selection.some((s) => s === 'teng_bon_2' || s === 'teng_lang_2');
  return (
    <Stack gap="sm" data-testid="option-picker">
      {([3, 2, 1] as const).map((digits) =>
        ordered[digits].length === 0 ? null : (
          <Stack key={digits} gap={6}>
            <Text size="sm" fw={700} c="dimmed">
              {t(GROUP_KEY[digits])}
            </Text>
            <Group gap={6}>
              {ordered[digits].map(({ option, rate }) => (
                <Toggle
                  key={option}
                  type={option}
                  selected={selection.includes(option)}
                  onToggle={onToggle}
                  label={`${t(`lotto.options.${option}`)} ×${rate}`}
                />
              ))}
              {HELPERS_BY_DIGITS[digits].map((helper) => (
                <Toggle
                  key={helper}
                  type={helper}
                  selected={selection.includes(helper)}
                  onToggle={onToggle}
                  label={t(`lotto.helpers.${helper}`)}
                />
              ))}
            </Group>
          </Stack>
        ),
      )}
      {ordered[2].length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={700} c="dimmed">
            {t('lotto.slip.quickSets')}
          </Text>
          <Group gap={6}>
            {NUMBER_SET_HELPERS.map((helper) => (
              <Button
                key={helper}
                size="compact-md"
                radius="xl"
                variant="light"
                color="teal"
                disabled={!twoDigitSelected}
                data-testid={`quick-set-${helper}`}
                onClick={() => onQuickSet(helper)}
              >
                + {t(`lotto.helpers.${helper}`)}
              </Button>
            ))}
          </Group>
          {!twoDigitSelected && (
            <Text size="xs" c="dimmed">
              {t('lotto.slip.needTwoDigit')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
