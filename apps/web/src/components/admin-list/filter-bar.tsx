import { Button, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin/i18n.ts';
import { formatBaht } from '../../lib/format.ts';
import { DayInput } from '../ui/day-input.tsx';
import type { FilterField } from './list-filters.ts';

interface FieldProps<K extends string> {
  field: FilterField<K>;
  /** Every filter's value: this field's, and the other end of a day range. */
  values: Record<K, string>;
  onChange: (value: string) => void;
}

const bound = <K extends string>(values: Record<K, string>, key: K | undefined) =>
  key === undefined ? undefined : values[key] || undefined;

/** One declared filter as its Mantine input. */
export function FilterInput<K extends string>({ field, values, onChange }: FieldProps<K>) {
  const value = values[field.key];
  const common = { label: field.label, value, 'data-testid': field.testId };
  if (field.kind === 'select')
    return (
      <NativeSelect
        {...common}
        data={field.options}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  if (field.kind === 'day')
    return (
      <DayInput
        label={field.label}
        value={value}
        min={bound(values, field.notBefore)}
        max={bound(values, field.notAfter)}
        onChange={onChange}
        testId={field.testId}
      />
    );
  const digits = field.digits === true;
  return (
    <TextInput
      {...common}
      placeholder={field.placeholder}
      inputMode={digits ? 'numeric' : undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(digits ? text.replace(/\D/g, '') : text);
      }}
    />
  );
}

export interface FilterBarProps<K extends string> {
  fields: readonly FilterField<K>[];
  draft: Record<K, string>;
  onDraft: (key: K, value: string) => void;
  /** A field that applies at once (`atOnce`): its new value with the rest of the draft. */
  onApply?: (key: K, value: string) => void;
  onSearch: () => void;
  onClear: () => void;
  /** `<testId>-filters` on the form, `<testId>-search` on its button. */
  testId: string;
  /** Columns from the md breakpoint up (defaults to one per field). */
  columns?: { md: number; lg?: number };
  /** Shown left of the buttons (the list's totals). */
  summary?: ReactNode;
}

/** The filter form: edits a draft; "search" applies it (page 1), "clear" empties every filter. */
export function FilterBar<K extends string>(props: FilterBarProps<K>) {
  const { t } = useAdminT();
  const { fields, draft, testId } = props;
  return (
    <form
      data-testid={`${testId}-filters`}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch();
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, ...(props.columns ?? { md: fields.length }) }} spacing="sm" mb="sm">
        {fields.map((field) => (
          <FilterInput
            key={field.key}
            field={field}
            values={draft}
            onChange={(value) =>
              field.kind === 'select' && field.atOnce && props.onApply
                ? props.onApply(field.key, value)
                : props.onDraft(field.key, value)
            }
          />
        ))}
      </SimpleGrid>
      <Group justify={props.summary ? 'space-between' : 'flex-end'} gap="xs" mb="md">
        {props.summary}
        <Group gap="xs">
          <Button type="submit" data-testid={`${testId}-search`}>
            {t('common.search')}
          </Button>
          <Button variant="default" onClick={props.onClear}>
            {t('common.clear')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/** "n items, ฿ x" of a list's totals (the filter's count and sum, not just this page's). */
export function TotalsText({
  totals,
  text,
  testId,
  mb,
}: {
  totals: { count: number; amount: number } | undefined;
  text: (values: { count: number; amount: string }) => string;
  testId: string;
  mb?: string;
}) {
  if (!totals) return null;
  return (
    <Text size="sm" c="dimmed" data-testid={testId} mb={mb}>
      {text({ count: totals.count, amount: formatBaht(totals.amount) })}
    </Text>
  );
}

/** Filters that apply as soon as they change (a short list inside a tab): no draft, no buttons. */
export function QuickFilters<K extends string>({
  fields,
  filters,
  onChange,
  children,
  mb,
}: {
  mb?: string;
  fields: readonly FilterField<K>[];
  filters: Record<K, string>;
  onChange: (filters: Partial<Record<K, string>>) => void;
  /** Shown before the fields (a switch between two lists). */
  children?: ReactNode;
}) {
  return (
    <Group align="flex-end" mb={mb}>
      {children}
      {fields.map((field) => (
        <FilterInput
          key={field.key}
          field={field}
          values={filters}
          onChange={(value) => onChange({ [field.key]: value } as Partial<Record<K, string>>)}
        />
      ))}
    </Group>
  );
}
