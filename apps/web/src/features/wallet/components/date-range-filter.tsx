import { Group, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/icons.tsx';
import { formatDay } from '../../../lib/format.ts';
import type { DateRange } from '../types.ts';

/** Square caps and mitred joins (the SVG defaults), unlike the other line icons. */
const CalendarIcon = () => (
  <LineIcon width={18} height={18} strokeLinecap="butt" strokeLinejoin="miter">
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);

/**
 * A date shown as DD/MM/YYYY (a native date input shows the browser locale's order, e.g. MM/DD in
 * en-US); a tap or Enter opens the phone's own date picker of an invisible native input under it.
 */
function DateField(props: {
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  invalid: boolean;
  testId: string;
  onChange: (value: string) => void;
}) {
  const native = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = native.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  };
  return (
    <div style={{ position: 'relative', minWidth: 0 }}>
      <TextInput
        readOnly
        label={props.label}
        value={formatDay(props.value)}
        placeholder="DD/MM/YYYY"
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
        rightSection={<CalendarIcon />}
        rightSectionPointerEvents="none"
        error={props.invalid}
        data-testid={`${props.testId}-display`}
        styles={{ input: { cursor: 'pointer', fontVariantNumeric: 'tabular-nums' } }}
      />
      <input
        ref={native}
        type="date"
        tabIndex={-1}
        aria-hidden
        data-testid={props.testId}
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: '100%',
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
          border: 0,
          padding: 0,
        }}
      />
    </div>
  );
}

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
        <DateField
          testId="statement-from"
          label={t('wallet.statement.from')}
          value={value.from}
          max={value.to || undefined}
          invalid={invalid}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DateField
          testId="statement-to"
          label={t('wallet.statement.to')}
          value={value.to}
          min={value.from || undefined}
          invalid={invalid}
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
