import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQrDeposits } from '../features/deposits/api.ts';
import { DepositList } from '../features/deposits/deposit-list.tsx';

/** `/credit/deposit/qrcodes`: the member's PromptPay QR requests, open and past. */
export function Component() {
  const { t } = useTranslation();
  const list = useQrDeposits();
  return (
    <Stack data-testid="deposit-qrcodes-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('deposit.qr.listTitle')}
      </Title>
      <DepositList deposits={list.data} testId="deposit-qrcodes-list" />
      <Button component={Link} to="/credit/deposit/qrcode" color="green">
        {t('deposit.qr.new')}
      </Button>
    </Stack>
  );
}
