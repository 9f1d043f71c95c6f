import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SimpleGrid.css';
import { bahtToSatang, isFourDFamily, satang, SET_4_PRICE, timesSatang } from '@chokdee/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSetPoy } from '../api/use-create-set-poy.ts';
import { poyErrorTexts } from '../poy-errors.ts';
import { roundName } from '../round-name.ts';
import type { PoyDetail, Round } from '../types.ts';
import { countdownText, useNow } from '../../../lib/use-now.ts';
import { NumberPad } from './number-pad.tsx';
import { formatSatang } from '../../../lib/format.ts';

/**
 * 4D: choose an open round, type a 4-digit number on the keypad, choose how many sets; the total is
 * sets × the round's set price, in satang. One confirm, one Idempotency-Key per attempt.
 */
export function FourDForm({
  rounds,
  initialRoundId,
  onPlaced,
}: {
  rounds: readonly Round[];
  initialRoundId: string | null;
  onPlaced: (poy: PoyDetail) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const [roundId, setRoundId] = useState(
    () => rounds.find((r) => r.betId === initialRoundId)?.betId ?? rounds[0]?.betId ?? '',
  );
  const [number, setNumber] = useState('');
  const [setsText, setSetsText] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<PoyDetail | null>(null);
  const create = useCreateSetPoy();
  const round = rounds.find((r) => r.betId === roundId);
  const sets = /^\d{1,4}$/.test(setsText) ? Number(setsText) : 0;
  const setsOk = sets >= 1 && sets <= 1000;
  const price = (round?.setPrice !== undefined ? bahtToSatang(round.setPrice) : null) ?? SET_4_PRICE;
  const total = timesSatang(price, setsOk ? sets : 0);
  const ready = Boolean(round) && number.length === 4 && setsOk;

  const submit = () => {
    if (!round || !isFourDFamily(round.betType) || create.isPending) return;
    create.mutate(
      { family: round.betType, betId: round.betId, number, sets },
      {
        onSuccess: (poy) => {
          setPlaced(poy);
          setConfirming(false);
          setNumber('');
          onPlaced(poy);
        },
      },
    );
  };

  if (rounds.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="four-d-empty">
        {t('lotto.fourD.noRound')}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="four-d-form">
      <Text fw={700}>{t('lotto.fourD.chooseRound')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {rounds.map((r) => {
          const selected = r.betId === roundId;
          return (
            <UnstyledButton
              key={r.betId}
              onClick={() => setRoundId(r.betId)}
              aria-pressed={selected}
              data-testid="four-d-round"
            >
              <Paper
                withBorder
                radius="md"
                p="xs"
                h="100%"
                style={{
                  borderColor: selected ? 'var(--mantine-color-green-6)' : undefined,
                  background: selected ? 'var(--mantine-color-green-0)' : 'white',
                }}
              >
                <Text fw={700} size="sm" lh={1.3}>
                  {roundName(t, r)}
                </Text>
                <Text size="xs" c="green.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('lotto.closesIn', {
                    time: countdownText(r.unixTimeStamp.realCloseTime, now) ?? '00:00',
                  })}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm">
        <NumberPad
          value={number}
          length={4}
          hint={t('lotto.fourD.number')}
          disabled={confirming}
          onDigit={(d) => setNumber((n) => (n.length < 4 ? n + d : n))}
          onBackspace={() => setNumber((n) => n.slice(0, -1))}
          onAdd={() => ready && setConfirming(true)}
        />
      </Paper>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('lotto.fourD.sets')}
          type="text"
          inputMode="numeric"
          value={setsText}
          onChange={(event) => setSetsText(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          error={setsText !== '' && !setsOk ? t('lotto.fourD.setsInvalid') : undefined}
          description={t('lotto.fourD.setPrice', { amount: formatSatang(price) })}
          data-testid="four-d-sets"
          style={{ flex: 1 }}
        />
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('lotto.fourD.total')}
          </Text>
          <Text fw={800} fz={20} data-testid="four-d-total">
            ฿{formatSatang(total)}
          </Text>
        </Stack>
      </Group>
      {placed && (
        <Alert color="green" data-testid="four-d-success">
          {t('lotto.confirm.successText', {
            poyId: placed.poyId,
            amount: formatSatang(bahtToSatang(placed.total) ?? satang(0)),
          })}
        </Alert>
      )}
      <Button
        size="lg"
        color="green"
        disabled={!ready}
        onClick={() => setConfirming(true)}
        data-testid="four-d-submit"
      >
        {number.length === 4 ? t('lotto.fourD.submit') : t('lotto.fourD.needNumber')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => !create.isPending && setConfirming(false)}
        title={<Text fw={700}>{t('lotto.confirm.title')}</Text>}
        centered
      >
        <Stack gap="sm">
          <Text>{t('lotto.fourD.confirmText', { number, sets, amount: formatSatang(total) })}</Text>
          {create.isError && (
            <Alert color="red" data-testid="four-d-error">
              {poyErrorTexts(t, create.error, []).join(' ')}
            </Alert>
          )}
          <Group grow>
            <Button variant="default" onClick={() => setConfirming(false)} disabled={create.isPending}>
              {t('lotto.confirm.cancel')}
            </Button>
            <Button color="green" loading={create.isPending} data-testid="four-d-confirm" onClick={submit}>
              {t('lotto.confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
