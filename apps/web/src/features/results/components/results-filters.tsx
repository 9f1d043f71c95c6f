import '@mantine/core/styles/Tabs.css';
import { Button, Group, Tabs, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/icons.tsx';
import { formatDay } from '../../../lib/format.ts';
import { RESULT_SECTIONS, type ResultSection } from '../result-sections.ts';

const CalendarIcon = () => (
  <LineIcon width={18} height={18}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);

/**
 * The draw date as DD/MM/YYYY whatever the browser's locale; a tap (or Enter) opens the phone's own
 * date picker of an invisible native `<input type="date">` underneath. Empty = the latest results.
 */
function DrawDateField({
  value,
  max,
  onChange,
}: {
  value: string;
  max: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
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
    <div style={{ position: 'relative', minWidth: 0, flex: 1 }}>
      <TextInput
        readOnly
        label={t('results.date')}
        value={value ? formatDay(value) : ''}
        placeholder={t('results.pickDate')}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
        rightSection={<CalendarIcon />}
        rightSectionPointerEvents="none"
        data-testid="results-date-display"
        styles={{ input: { cursor: 'pointer', fontVariantNumeric: 'tabular-nums' } }}
      />
      <input
        ref={native}
        type="date"
        tabIndex={-1}
        aria-hidden
        data-testid="results-date"
        value={value}
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

/** A draw date (or the latest results) and a group filter (all, or one section). */
export function ResultsFilters({
  date,
  group,
  today,
  groupName,
  onDate,
  onGroup,
}: {
  date: string;
  group: ResultSection | undefined;
  today: string;
  groupName: (group: ResultSection) => string;
  onDate: (date: string) => void;
  onGroup: (group: ResultSection | undefined) => void;
}) {
  const { t } = useTranslation();
  const tabs = useRef<HTMLDivElement>(null);
  // A group chosen from the URL may sit off screen in the scrolling tab row on a phone: show it.
  useEffect(() => {
    const active = tabs.current?.querySelector<HTMLElement>('[data-active]');
    if (active && 'scrollIntoView' in active) active.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [group]);
  return (
    <>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <DrawDateField value={date} max={today} onChange={onDate} />
        <Button
          variant={date ? 'light' : 'filled'}
          color="green"
          onClick={() => onDate('')}
          data-testid="results-latest"
          style={{ flexShrink: 0 }}
        >
          {t('results.latest')}
        </Button>
      </Group>
      <Tabs
        value={group ?? 'all'}
        onChange={(next) =>
          onGroup(next === 'all' ? undefined : (RESULT_SECTIONS.find((g) => g === next) ?? undefined))
        }
        color="green"
        variant="pills"
        radius="xl"
      >
        <Tabs.List
          ref={tabs}
          aria-label={t('results.groupsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', gap: 6, scrollbarWidth: 'none' }}
        >
          {(['all', ...RESULT_SECTIONS] as const).map((g) => (
            <Tabs.Tab key={g} value={g} data-testid={`results-tab-${g}`} style={{ flexShrink: 0 }}>
              {g === 'all' ? t('results.all') : groupName(g)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
