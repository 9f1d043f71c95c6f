import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminT } from './i18n.ts';
import { ConfirmButton } from './ui.tsx';

/**
 * The footer of a back-office settings card (useSettingDraft): Reset, when given, drops the draft;
 * Save asks before it writes. Both wait for a draft, Save also for the draft to be `valid`.
 */
export function SettingSaveBar({
  testId,
  title,
  message,
  color,
  dirty,
  valid = true,
  onReset,
  onSave,
}: {
  testId: string;
  title: string;
  message: ReactNode;
  color?: string;
  dirty: boolean;
  valid?: boolean;
  onReset?: () => void;
  onSave: () => Promise<unknown>;
}) {
  const { t } = useAdminT();
  return (
    <Group justify="flex-end">
      {onReset && (
        <Button variant="default" disabled={!dirty} onClick={onReset}>
          {t('common.reset')}
        </Button>
      )}
      <ConfirmButton
        testId={testId}
        label={t('common.save')}
        title={title}
        message={message}
        color={color}
        variant="filled"
        size="sm"
        disabled={!dirty || !valid}
        onConfirm={onSave}
      />
    </Group>
  );
}
