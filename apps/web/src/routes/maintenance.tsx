import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TranslatedStatusScreen } from '../app/errors/error-screens.tsx';

/** `/maintenance`: 'more information' and 'go back' (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [more, setMore] = useState(false);
  const goBack = () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
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
      {more && (
        <Text data-testid="maintenance-details" size="sm" maw={420}>
          {t('errors.maintenance.details')}
        </Text>
      )}
    </TranslatedStatusScreen>
  );
}
