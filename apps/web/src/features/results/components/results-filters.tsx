import '@mantine/core/styles/Tabs.css';
import { Button, Group, Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/ui/day-input.tsx';
import { RESULT_SECTIONS, type ResultSection } from '../result-sections.ts';

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
        {/* Empty = the latest results. */}
        <DayInput
          grow
          label={t('results.date')}
          placeholder={t('results.pickDate')}
          value={date}
          max={today}
          onChange={onDate}
          testId="results-date"
        />
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
