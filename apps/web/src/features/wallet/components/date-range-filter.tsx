import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/ui/day-input.tsx';
import type { DateRange } from '../types.ts';

/**
 * From/to Bangkok dates, both inclusive; the statement asks for the start of `from` to the end of
 * `to` in +07:00.
 */
export function DateRangeFilter({
  value,
  onChange,
  invalid,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Group grow gap="sm" wrap="nowrap" align="flex-start">
        <DayInput
          testId="statement-from"
          label={t('wallet.statement.from')}
          value={value.from}
          max={value.to || undefined}
          error={invalid}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DayInput
          testId="statement-to"
          label={t('wallet.statement.to')}
          value={value.to}
          min={value.from || undefined}
          error={invalid}
          onChange={(to) => onChange({ ...value, to })}
        />
      </Group>
      {invalid && (
        <Text size="sm" c="red.7" mt={4} data-testid="statement-range-error">
          {t('wallet.statement.rangeInvalid')}
        </Text>
      )}
    </div>
  );
}
