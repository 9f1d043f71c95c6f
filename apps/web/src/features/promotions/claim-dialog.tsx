import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PromotionItem } from '@chokdee/domain';
import { useTranslation } from 'react-i18next';
import { PROMOTIONS_NS } from './messages.ts';
import { AppLink } from '../../components/ui/app-link.tsx';
import { translateApiError } from '../../lib/api-messages.ts';
import { formatBaht } from '../../lib/format.ts';
import { useClaimPromotion } from './api.ts';

// Long labels (Burmese, Khmer) wrap instead of being cut at 360 px.
const WRAP = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

function Amount({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        ฿ {formatBaht(value)}
      </Text>
    </Group>
  );
}

/** Confirm a claim with what it pays and the turnover it adds; after it, the way to /credit/turnover. */
export function ClaimDialog({ promotion, onClose }: { promotion: PromotionItem; onClose: () => void }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const claim = useClaimPromotion();
  const done = claim.data;

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={done ? t('successTitle') : t('confirmTitle')}
      data-testid="promotion-claim-dialog"
    >
      {done ? (
        <Stack gap="md" data-testid="promotion-claimed">
          <Text>{t('success', { bonus: formatBaht(done.bonus), turnover: formatBaht(done.turnOver) })}</Text>
          <Button
            component={AppLink}
            to="/credit/turnover"
            data-testid="promotion-see-turnover"
            styles={WRAP}
          >
            {t('seeTurnover')}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('close')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text fw={700}>{promotion.title}</Text>
          <Amount label={t('bonus')} value={promotion.bonus ?? 0} testId="promotion-confirm-bonus" />
          <Amount label={t('turnover')} value={promotion.turnOver ?? 0} testId="promotion-confirm-turnover" />
          <Text size="sm" c="dimmed">
            {t('confirmNote')}
          </Text>
          {claim.isError && (
            <Alert color="red" data-testid="promotion-claim-error">
              {translateApiError(t, claim.error)}
            </Alert>
          )}
          <Group grow>
            <Button variant="default" onClick={onClose} styles={WRAP}>
              {t('cancel')}
            </Button>
            <Button
              color="green"
              loading={claim.isPending}
              onClick={() => claim.mutate(promotion.id)}
              data-testid="promotion-confirm"
              styles={WRAP}
            >
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
