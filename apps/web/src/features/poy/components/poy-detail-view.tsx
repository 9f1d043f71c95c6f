import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import { bahtToSatang, sumSatang, ZERO_SATANG } from '@chokdee/domain';
import { Alert, Badge, Box, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDateTime, formatSatang } from '../../../lib/format.ts';
import { useCancelPoy } from '../api/use-cancel-poy.ts';
import { STATUS_COLOR } from '../poy-paths.ts';
import type { PoyDetail, PoyLine } from '../types.ts';
import { PoyResult } from './poy-result.tsx';

/** How a line did: waiting, lost, or won with its amount (nothing for a cancelled poy). */
const lineOutcome = (line: PoyLine, status: string): 'won' | 'lost' | 'pending' | 'none' => {
  if (status === 'CANCELLED') return 'none';
  if (line.win === null) return 'pending';
  return line.win > 0 ? 'won' : 'lost';
};

function LineResult({ line, outcome }: { line: PoyLine; outcome: ReturnType<typeof lineOutcome> }) {
  const { t } = useTranslation();
  if (outcome === 'none') return null;
  if (outcome === 'pending')
    return (
      <Text size="sm" c="dimmed" data-testid="poy-line-result" style={{ flexShrink: 0 }}>
        {t('poy.pending')}
      </Text>
    );
  if (outcome === 'lost')
    return (
      <Text size="sm" c="dimmed" data-testid="poy-line-result" style={{ flexShrink: 0 }}>
        {t('poy.lost')}
      </Text>
    );
  return (
    <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }} data-testid="poy-line-result">
      <Badge color="green" variant="filled" size="sm">
        {t('poy.won')}
      </Badge>
      <Text
        size="sm"
        fw={800}
        c="green.8"
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="poy-line-win"
      >
        +฿{formatBaht(line.win ?? 0)}
      </Text>
    </Stack>
  );
}

/**
 * One poy: round, status, the round's result (or "waiting for the result"), lines with price,
 * rate and outcome (won with its amount, lost, or waiting until settled), the stake and, once
 * settled, the total win; the cancel button while the server says it is `cancellable`.
 */
export function PoyDetailView({
  poy,
  title,
  optionName,
  onCancelled,
}: {
  poy: PoyDetail;
  title: string;
  optionName: (option: string) => string;
  onCancelled: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelPoy();
  const [asking, setAsking] = useState(false);
  const settled = poy.status === 'SETTLED' && poy.lines.every((l) => l.win !== null);
  // The server's total; else the lines' sum in satang, read by digits (never float × 100 on money).
  const totalWin =
    poy.win !== null
      ? formatBaht(poy.win)
      : formatSatang(sumSatang(poy.lines.map((l) => bahtToSatang(l.win ?? 0) ?? ZERO_SATANG)));
  const won = settled && poy.lines.some((l) => (l.win ?? 0) > 0);
  return (
    <Stack gap="md" data-testid="poy-detail" data-status={poy.status}>
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} fz={22} lh={1.3}>
            {title}
          </Title>
          <Badge
            size="lg"
            color={STATUS_COLOR[poy.status] ?? 'gray'}
            variant="light"
            data-testid="poy-detail-status"
            style={{ flexShrink: 0 }}
          >
            {i18n.exists(`poy.status.${poy.status}`) ? t(`poy.status.${poy.status}`) : poy.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('poy.detailTitle', { poyId: poy.poyId })} ·{' '}
          {t('poy.createdAt', { date: formatDateTime(poy.createdAt) })}
        </Text>
        {poy.note && <Text size="sm">{t('poy.note', { note: poy.note })}</Text>}
      </Stack>
      <PoyResult result={poy.result} status={poy.status} />
      <Paper withBorder radius="md" px="sm" py={4}>
        <Box component="ul" m={0} p={0}>
          {poy.lines.map((line) => {
            const outcome = lineOutcome(line, poy.status);
            return (
              <Group
                key={`${line.option}:${line.number}`}
                component="li"
                data-testid="poy-line"
                data-outcome={outcome}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py={8}
                px={outcome === 'won' ? 6 : 0}
                mx={outcome === 'won' ? -6 : 0}
                style={{
                  listStyle: 'none',
                  borderTop: '1px solid var(--mantine-color-gray-2)',
                  background: outcome === 'won' ? 'var(--mantine-color-green-0)' : undefined,
                }}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={800} fz={20} style={{ fontVariantNumeric: 'tabular-nums', minWidth: '2.6em' }}>
                    {line.number}
                  </Text>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {optionName(line.option)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      ฿{formatBaht(line.price)}
                      {line.sets !== null ? ` · ${t('poy.sets', { count: line.sets })}` : ''}
                      {line.multiply !== null ? ` · ${t('poy.rate')} ×${line.multiply}` : ''}
                    </Text>
                  </Stack>
                </Group>
                <LineResult line={line} outcome={outcome} />
              </Group>
            );
          })}
        </Box>
      </Paper>
      {poy.payMode === 'discount' && (
        <Group justify="space-between" data-testid="poy-detail-discount-row">
          <Text c="grape.8">{t('poy.paidWithDiscount')}</Text>
          <Text fw={700} c="grape.8" data-testid="poy-detail-discount">
            −฿{formatBaht(poy.discount)}
          </Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text c="dimmed">{t('poy.total')}</Text>
        <Text fw={800} fz={20} data-testid="poy-detail-total">
          ฿{formatBaht(poy.total)}
        </Text>
      </Group>
      {settled && (
        <Group justify="space-between" data-testid="poy-detail-win-row">
          <Text c="dimmed">{won ? t('poy.totalWin') : t('poy.noWin')}</Text>
          <Text
            fw={800}
            fz={20}
            c={won ? 'green.8' : 'dimmed'}
            data-testid="poy-detail-win"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            ฿{totalWin}
          </Text>
        </Group>
      )}
      {cancel.isError && <Alert color="red">{t('poy.cancelFailed')}</Alert>}
      {poy.cancellable && (
        <Button variant="light" color="red" onClick={() => setAsking(true)} data-testid="poy-cancel">
          {t('poy.cancel')}
        </Button>
      )}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={<Text fw={700}>{t('poy.cancel')}</Text>}
        centered
      >
        <Stack gap="md">
          <Text>{t('poy.cancelConfirm', { amount: formatBaht(poy.total) })}</Text>
          <Group grow>
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('poy.cancelNo')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              data-testid="poy-cancel-confirm"
              onClick={() =>
                cancel.mutate(poy.poyId, {
                  onSuccess: onCancelled,
                  onSettled: () => setAsking(false),
                })
              }
            >
              {t('poy.cancelYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
