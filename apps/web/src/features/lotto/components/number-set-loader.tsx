import { isBetOption, type LineEntry } from '@chokdee/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SavedNumberSet {
  id: string;
  name: string;
  lines: { number: string; option: string }[];
}

/** Puts a saved number set into the slip as one batch (its 4D numbers have no place in a slip). */
export function NumberSetLoader({
  sets,
  onLoad,
}: {
  sets: readonly SavedNumberSet[];
  onLoad: (entries: LineEntry[]) => void;
}) {
  const { t } = useTranslation();
  const [id, setId] = useState('');
  const chosen = sets.find((s) => s.id === id);
  if (sets.length === 0) return null;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" data-testid="number-set-loader">
      <NativeSelect
        label={t('lotto.slip.loadSet')}
        value={id}
        onChange={(event) => setId(event.currentTarget.value)}
        data={[
          { value: '', label: t('lotto.slip.loadSetPlaceholder') },
          ...sets.map((s) => ({ value: s.id, label: `${s.name} (${s.lines.length})` })),
        ]}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="number-set-select"
      />
      <Button
        variant="light"
        color="green"
        disabled={!chosen}
        data-testid="number-set-load"
        onClick={() => {
          if (!chosen) return;
          onLoad(
            chosen.lines.flatMap((l) =>
              isBetOption(l.option) ? [{ number: l.number, option: l.option }] : [],
            ),
          );
          setId('');
        }}
      >
        {t('lotto.slip.loadSetButton')}
      </Button>
    </Group>
  );
}
