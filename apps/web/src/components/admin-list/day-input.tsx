import { TextInput } from '@mantine/core';
import { useRef } from 'react';
import { formatDay } from '../../lib/format.ts';

const CalendarIcon = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden
  >
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

/**
 * A Bangkok day (`YYYY-MM-DD`) shown as DD/MM/YYYY whatever the browser's locale (a native date
 * input would show MM/DD/YYYY in en-US); a click or Enter opens the browser's own picker of an
 * invisible native input under it, which carries `testId` (tests fill it with YYYY-MM-DD).
 */
export function DayInput({
  label,
  value,
  onChange,
  min,
  max,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  testId?: string | undefined;
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
        label={label}
        value={formatDay(value)}
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
        data-testid={testId === undefined ? undefined : `${testId}-display`}
        styles={{ input: { cursor: 'pointer', fontVariantNumeric: 'tabular-nums' } }}
      />
      <input
        ref={native}
        type="date"
        tabIndex={-1}
        aria-hidden
        data-testid={testId}
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.currentTarget.value)}
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
