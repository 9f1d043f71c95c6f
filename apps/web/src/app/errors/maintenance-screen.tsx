import { MAINTENANCE_DEFAULT_MESSAGE } from '@chokdee/domain';
import { Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TranslatedStatusScreen } from './error-screens.tsx';

/**
 * The maintenance page (spec §2): 'more information' and 'go back', with the staff's message as
 * they wrote it (the server's English default is replaced by the translated text).
 */
export function MaintenanceScreen({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [more, setMore] = useState(false);
  const goBack = () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
  const staffMessage =
    message?.trim() && message.trim() !== MAINTENANCE_DEFAULT_MESSAGE ? message.trim() : null;
  return (
    <TranslatedStatusScreen
      testId="maintenance-page"
      mark="🛠"
      screen="maintenance"
      actions={[
        {
          label: t('actions.moreInfo'),
          onClick: () => setMore((v) => !v),
          variant: 'light',
          testId: 'maintenance-more',
        },
        { label: t('actions.back'), onClick: goBack, testId: 'maintenance-back' },
      ]}
    >
      {staffMessage && (
        <Paper withBorder radius="md" p="sm" maw={420} w="100%" bg="green.0">
          <Text size="xs" c="dimmed" fw={600}>
            {t('errors.maintenance.fromStaff')}
          </Text>
          <Text data-testid="maintenance-message" fw={600} style={{ whiteSpace: 'pre-line' }}>
            {staffMessage}
          </Text>
        </Paper>
      )}
      {more && (
        <Text data-testid="maintenance-details" size="sm" maw={420}>
          {t('errors.maintenance.details')}
        </Text>
      )}
    </TranslatedStatusScreen>
  );
}
