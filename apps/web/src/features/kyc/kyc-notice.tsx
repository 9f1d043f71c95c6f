import '@mantine/core/styles/Alert.css';
import type { ErrorParams } from '@chokdee/domain';
import { Alert, Anchor, Button, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatBaht } from '../../lib/format.ts';
import { useKycT } from './kyc-i18n.ts';

export const IDENTITY_PATH = '/profile/identity';

/** A withdrawal refused with KYC_REQUIRED: why, in the member's words, and the way to the upload. */
export function KycRequiredAlert({
  params,
  pending,
}: {
  params: ErrorParams | null | undefined;
  pending: boolean;
}) {
  const { t } = useKycT();
  const amount = formatBaht(Number(params?.thresholdBaht ?? 0));
  return (
    <Alert color="orange" data-testid="withdraw-kyc-required">
      <Text mb="xs">
        {t(params?.reason === 'lifetime' ? 'withdraw.lifetime' : 'withdraw.single', { amount })}
      </Text>
      {pending ? (
        <Text size="sm" mb="xs">
          {t('withdraw.pending')}
        </Text>
      ) : null}
      <Button
        component={Link}
        to={IDENTITY_PATH}
        size="sm"
        color="orange"
        variant="light"
        data-testid="withdraw-kyc-link"
      >
        {t(pending ? 'withdraw.status' : 'withdraw.link')}
      </Button>
    </Alert>
  );
}

/** The limits list's line about the identity check, for a member who has not passed one. */
export function KycLimitItem({ singleAbove, lifetimeAbove }: { singleAbove: number; lifetimeAbove: number }) {
  const { t } = useKycT();
  return (
    <List.Item data-testid="withdraw-kyc-limit">
      {t('withdraw.limit', { single: formatBaht(singleAbove), lifetime: formatBaht(lifetimeAbove) })}{' '}
      <Anchor component={Link} to={IDENTITY_PATH} fw={700} c="green.8">
        {t('withdraw.link')}
      </Anchor>
    </List.Item>
  );
}
