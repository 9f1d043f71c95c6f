import type { DepositResponse } from '@chokdee/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDateTime } from '../../lib/format.ts';
import { notifyFailure } from '../../lib/notify.ts';
import { QrImage } from '../../components/ui/qr-image.tsx';
import { downloadBlob, qrPng } from './qr-png.ts';

/**
 * An open PromptPay request's QR with, beside it (under it on a phone), the amount and the time it
 * expires, and a button that saves the QR as a PNG with both written on it: a phone cannot scan
 * its own screen, so the member saves the image and opens it from the banking app's gallery.
 */
export function QrBlock({ deposit, amount }: { deposit: DepositResponse; amount: number }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  // "DD/MM/YYYY HH:mm": the minute is enough to read, the date matters in a saved image.
  const expires = deposit.expiresAt ? formatDateTime(deposit.expiresAt).slice(0, 16) : null;
  const amountText = `฿ ${formatBaht(amount)}`;
  const save = async () => {
    setSaving(true);
    try {
      const lines = [amountText, ...(expires ? [t('deposit.qr.expiresAt', { time: expires })] : [])];
      downloadBlob(await qrPng(deposit.payload ?? '', lines), `promptpay-${deposit.id}.png`);
    } catch {
      notifyFailure(t('deposit.qr.saveError'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group gap="md" justify="center" align="center" data-testid="deposit-qr-block">
      <Stack align="center" gap={4}>
        <QrImage text={deposit.payload ?? ''} label={t('deposit.qr.scan')} />
        <Text size="xs" c="dimmed">
          PromptPay
        </Text>
      </Stack>
      <Stack gap={6} style={{ flex: '1 1 180px', maxWidth: 280 }}>
        <div>
          <Text size="sm" c="dimmed">
            {t('deposit.exactAmount')}
          </Text>
          <Text
            fz={26}
            fw={800}
            data-testid="deposit-exact-amount"
            data-amount={amount}
            style={{ whiteSpace: 'nowrap' }}
          >
            {amountText}
          </Text>
        </div>
        {expires && (
          <Text fw={600} data-testid="deposit-qr-expiry">
            {t('deposit.qr.expiresAt', { time: expires })}
          </Text>
        )}
        <Button color="green" loading={saving} onClick={() => void save()} data-testid="deposit-qr-save">
          {t('deposit.qr.save')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('deposit.qr.saveHint')}
        </Text>
      </Stack>
    </Group>
  );
}
