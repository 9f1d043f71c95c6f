import '@mantine/core/styles/Alert.css';
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Sign-up refused UNKNOWN_AFFILIATE: the link's referrer does not exist. Says so in the member's
 * language and lets them go on without a referrer; the caller keeps what was typed.
 */
export function AffiliateLinkNotice({ onContinue, loading }: { onContinue: () => void; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      radius="md"
      title={t('affiliateLink.invalidTitle')}
      data-testid="affiliate-link-invalid"
    >
      <Text size="sm">{t('affiliateLink.invalidBody')}</Text>
      <Button
        mt="sm"
        size="md"
        fullWidth
        color="yellow.8"
        loading={loading}
        onClick={onContinue}
        data-testid="affiliate-link-continue"
      >
        {t('affiliateLink.continue')}
      </Button>
    </Alert>
  );
}
