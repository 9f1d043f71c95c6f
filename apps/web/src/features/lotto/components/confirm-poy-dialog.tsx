import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import { isBetOption, type Satang } from '@chokdee/domain';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatSatang } from '../../../lib/format.ts';

export interface RateChange {
  number: string;
  option: string;
  from: number;
  to: number;
}

export type ConfirmView =
  | { kind: 'review' }
  | { kind: 'rate-changed'; changes: RateChange[] }
  | { kind: 'success'; poyId: string; total: number };

/**
 * The confirm step of a slip: totals and an optional note; after RATE_CHANGED the lowered rates and
 * a second confirm at the new rates; after success the poy number and the way on.
 */
export function ConfirmPoyDialog({
  opened,
  view,
  count,
  total,
  potentialWin,
  pending,
  errors,
  onConfirm,
  onClose,
  onViewPoy,
}: {
  opened: boolean;
  view: ConfirmView;
  count: number;
  total: Satang;
  potentialWin: Satang;
  pending: boolean;
  errors: string[];
  onConfirm: (note: string) => void;
  onClose: () => void;
  onViewPoy: (poyId: string) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const optionName = (option: string) => (isBetOption(option) ? t(`lotto.options.${option}`) : option);
  const title =
    view.kind === 'success'
      ? t('lotto.confirm.successTitle')
      : view.kind === 'rate-changed'
        ? t('lotto.confirm.rateChangedTitle')
        : t('lotto.confirm.title');
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={<Text fw={700}>{title}</Text>}
      centered
      closeButtonProps={{ 'aria-label': t('shell.close') }}
      data-testid="confirm-dialog"
    >
      {view.kind === 'success' ? (
        <Stack gap="md" data-testid="confirm-success">
          <Alert color="green">
            {t('lotto.confirm.successText', { poyId: view.poyId, amount: formatBaht(view.total) })}
          </Alert>
          <Group grow>
            <Button variant="default" onClick={onClose} data-testid="confirm-again">
              {t('lotto.confirm.again')}
            </Button>
            <Button color="green" onClick={() => onViewPoy(view.poyId)} data-testid="confirm-view-poy">
              {t('lotto.confirm.viewPoy')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {view.kind === 'rate-changed' && (
            <Alert color="orange" data-testid="rate-changed">
              <Text size="sm" mb={6}>
                {t('lotto.confirm.rateChangedText')}
              </Text>
              <List size="sm" spacing={2}>
                {view.changes.map((c) => (
                  <List.Item key={`${c.option}:${c.number}`} data-testid="rate-change">
                    {optionName(c.option)} {c.number}: ×{c.from} → <b>×{c.to}</b>
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="space-between">
            <Text c="dimmed">{t('lotto.confirm.lineCount', { count })}</Text>
            <Text fw={800} fz={20} data-testid="confirm-total">
              ฿{formatSatang(total)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text c="dimmed">{t('lotto.slip.potentialWin')}</Text>
            <Text fw={700} c="green.8">
              ฿{formatSatang(potentialWin)}
            </Text>
          </Group>
          <TextInput
            label={t('lotto.confirm.note')}
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-testid="confirm-note"
          />
          {errors.length > 0 && (
            <Alert color="red" data-testid="confirm-error">
              {errors.map((text) => (
                <Text key={text} size="sm">
                  {text}
                </Text>
              ))}
            </Alert>
          )}
          <Group grow>
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('lotto.confirm.cancel')}
            </Button>
            <Button
              color="green"
              loading={pending}
              onClick={() => onConfirm(note.trim())}
              data-testid="confirm-submit"
            >
              {view.kind === 'rate-changed' ? t('lotto.confirm.confirmNewRates') : t('lotto.confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
