import { Button, Group, TextInput } from '@mantine/core';
import { useAdminT } from '../../lib/admin/i18n.ts';
import type { AdminList } from './use-admin-list.ts';

interface SearchBoxProps<K extends string> {
  /** The list whose one text filter `field` this box edits. */
  list: Pick<AdminList<K, never>, 'draft' | 'setDraftValue' | 'search'>;
  field: K;
  label: string;
  placeholder?: string;
  /** `<testId>-input` on the box, `<testId>-submit` on its button. */
  testId: string;
}

/** A list searched by one box (members): the box and its button on one line, no "clear". */
export function SearchBox<K extends string>({ list, field, label, placeholder, testId }: SearchBoxProps<K>) {
  const { t } = useAdminT();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        list.search();
      }}
    >
      <Group align="flex-end" mb="md" wrap="nowrap">
        <TextInput
          flex={1}
          label={label}
          placeholder={placeholder}
          value={list.draft[field]}
          onChange={(event) => list.setDraftValue(field, event.currentTarget.value)}
          data-testid={`${testId}-input`}
        />
        <Button type="submit" data-testid={`${testId}-submit`}>
          {t('common.search')}
        </Button>
      </Group>
    </form>
  );
}
