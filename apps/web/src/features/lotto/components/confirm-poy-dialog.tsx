import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import {
  BET_OPTIONS,
  isBetOption,
  lineDiscount,
  satang,
  sumSatang,
  type BetOption,
  type Satang,
  type SlipLine,
} from '@chokdee/domain';
import { Alert, Box, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
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

// Long labels ("Confirm and send" in English, Burmese) wrap instead of being cut at 360 px.
const WRAP = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

interface OptionTotal {
  option: BetOption;
  lines: SlipLine[];
  stake: Satang;
  discount: Satang;
}

/** The slip's lines by option (display order) with each option's stake and discount. */
const byOption = (lines: readonly SlipLine[], percent: number): OptionTotal[] =>
  BET_OPTIONS.flatMap((option) => {
    const of = lines.filter((l) => l.option === option);
    if (of.length === 0) return [];
    return [
      {
        option,
        lines: of,
        stake: sumSatang(of.map((l) => l.price)),
        discount: sumSatang(of.map((l) => lineDiscount(l.price, percent))),
      },
    ];
  });

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text
        fw={strong ? 800 : 600}
        fz={strong ? 20 : undefined}
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * The confirm step of a slip: the lines grouped by option with each option's totals, what the
 * member pays (less the discount), the most it wins, the balance after, and an optional note; after RATE_CHANGED the lowered rates and
 * a second confirm at the new rates; after success the poy number and the way on.
 */
export function ConfirmPoyDialog({
  opened,
  view,
  lines,
  discountPercent,
  balance,
  total,
  paid,
  potentialWin,
  pending,
  errors,
  onConfirm,
  onClose,
  onViewPoy,
}: {
  opened: boolean;
  view: ConfirmView;
  lines: readonly SlipLine[];
  discountPercent: number;
  /** The balance the slip is paid from; null while unknown. */
  balance: Satang | null;
  total: Satang;
  paid: Satang;
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
          <Box mah="40vh" style={{ overflowY: 'auto' }} data-testid="confirm-groups">
            {byOption(lines, discountPercent).map((group) => (
              <Box
                key={group.option}
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                data-testid={`confirm-group-${group.option}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} size="sm">
                    {t(`lotto.options.${group.option}`)} ·{' '}
                    {t('lotto.confirm.lineCount', { count: group.lines.length })}
                  </Text>
                  <Text
                    fw={700}
                    size="sm"
                    data-testid="confirm-group-total"
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    ฿{formatSatang(satang(group.stake - group.discount))}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {group.lines.map((l) => `${l.number}×${formatSatang(l.price)}`).join('  ')}
                </Text>
              </Box>
            ))}
          </Box>
          {paid !== total && (
            <>
              <Row label={t('lotto.slip.stake')} value={`฿${formatSatang(total)}`} />
              <Row
                label={t('lotto.confirm.discount', { percent: discountPercent })}
                value={`−฿${formatSatang(satang(total - paid))}`}
                testId="confirm-discount"
              />
            </>
          )}
          <Row
            label={t('lotto.confirm.pay', { count: lines.length })}
            value={`฿${formatSatang(paid)}`}
            testId="confirm-total"
            strong
          />
          <Row
            label={t('lotto.slip.potentialWin')}
            value={`฿${formatSatang(potentialWin)}`}
            testId="confirm-max-win"
          />
          {balance !== null && (
            <Row
              label={t('lotto.confirm.balanceAfter')}
              value={`฿${formatSatang(satang(balance - paid))}`}
              testId="confirm-balance-after"
            />
          )}
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
          <Group grow wrap="nowrap">
            <Button variant="default" onClick={onClose} disabled={pending} h="auto" py={8} styles={WRAP}>
              {t('lotto.confirm.cancel')}
            </Button>
            <Button
              color="green"
              loading={pending}
              onClick={() => onConfirm(note.trim())}
              data-testid="confirm-submit"
              h="auto"
              py={8}
              styles={WRAP}
            >
              {view.kind === 'rate-changed' ? t('lotto.confirm.confirmNewRates') : t('lotto.confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
