import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ActionIcon.css';
import {
  bahtToSatang,
  isBetOption,
  slipMaxWin,
  slipTotal,
  type BetOption,
  type LottoFamily,
} from '@chokdee/domain';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/balance.ts';
import { lottoKeys } from '../api/keys.ts';
import { boundsTable } from '../rate-table.ts';
import { targetLength } from '../slip-builder.ts';
import { checkSlip, slipBlockers, slipPaid } from '../slip-check.ts';
import type { ApiNumberRate, PoyDetail, RoundDetail } from '../types.ts';
import { useConfirmFlow } from '../use-confirm-flow.ts';
import { AfterFirstPaint } from '../../../lib/render-later.ts';
import { useNowAs } from '../../../lib/use-now.ts';
import { isRoundOpenAt } from '../round-open.ts';
import { useSlipBuilder } from '../use-slip-builder.ts';
import { useSlipRates } from '../use-slip-rates.ts';
import { AddFeedback } from './add-feedback.tsx';
import { ChangedRates } from './changed-rates.tsx';
import { NumberPad } from './number-pad.tsx';
import { OptionPicker } from './option-picker.tsx';
import { SavedSets } from './saved-sets.tsx';
import { SlipSummary } from './slip-summary.tsx';
import { SlipToolbar } from './slip-toolbar.tsx';

// The confirm dialog (a Modal: focus trap, scroll lock, portal) is not part of the first paint: its
// chunk is fetched once the slip has a line, before the member can ask to confirm.
const loadConfirmDialog = () => import('./confirm-poy-dialog.tsx');
const ConfirmPoyDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmPoyDialog })));
// The entry table shows once the slip has a line: fetched right after the first paint, so it is
// there by the first add.
const loadSlipLines = () => import('./slip-lines.tsx');
const SlipLines = lazy(() => loadSlipLines().then((m) => ({ default: m.SlipLines })));
// Not part of the first paint (the round page is the tightest in the web budget): column prices
// appear once an option is chosen, the pay mode only for a family with a discount, and the paste
// field below the keypad.
const ColumnPrices = lazy(() => import('./column-prices.tsx').then((m) => ({ default: m.ColumnPrices })));
const PasteNumbers = lazy(() => import('./paste-numbers.tsx').then((m) => ({ default: m.PasteNumbers })));
const PayModePicker = lazy(() => import('./pay-mode-picker.tsx').then((m) => ({ default: m.PayModePicker })));
/**
 * The slip builder of one round: options and helpers, the keypad, the lines with their prices and
 * rates, live totals, and the confirm flow (poys.create, RATE_CHANGED, success).
 */
export function SlipPanel({
  round,
  rateNow,
  onPlaced,
  onViewPoy,
}: {
  round: RoundDetail;
  rateNow: readonly ApiNumberRate[] | undefined;
  onPlaced: (poy: PoyDetail) => void;
  onViewPoy: (poyId: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Renders when the round closes, not with every second of the clock.
  const open = useNowAs((now) => isRoundOpenAt(round, now));
  const sold = useMemo(() => round.options.filter(isBetOption), [round.options]);
  const { rates, offer, payMode, setPayMode, discount, discountPercent, learn } = useSlipRates(
    round,
    rateNow,
  );
  const bounds = useMemo(() => boundsTable(round.minMax), [round.minMax]);
  const roundMax = round.betMax === null ? null : bahtToSatang(round.betMax);
  const builder = useSlipBuilder({ sold, rates, bounds });
  const { send, slip } = builder;
  const total = slipTotal(slip);
  const paid = slipPaid(slip, discountPercent);
  const win = useMemo(() => slipMaxWin(slip.lines), [slip]);
  const balance = useBalance();
  // SlipPanel serves the lotto families only; 4D sets have their own form.
  const family = round.betType as LottoFamily;
  const check = useMemo(
    () => checkSlip(slip, { family, bounds, roundMax, rates, discountPercent }, balance),
    [slip, family, bounds, roundMax, rates, discountPercent, balance],
  );
  const hasLines = slip.lines.length > 0;
  useEffect(() => {
    void loadSlipLines();
  }, []);
  useEffect(() => {
    if (hasLines) void loadConfirmDialog();
  }, [hasLines]);
  // Mounted from its first opening on, so that closing it still plays the transition.
  const [dialogMounted, setDialogMounted] = useState(false);
  const flow = useConfirmFlow({
    roundId: round.betId,
    slip,
    payMode: discount ? 'discount' : 'full',
    discountPercent,
    onDiscountChanged: () => void queryClient.invalidateQueries({ queryKey: lottoKeys.round(round.betId) }),
    onRates: (next) => {
      learn(next);
      void queryClient.invalidateQueries({ queryKey: lottoKeys.ratesNow(round.betId) });
    },
    onPlaced: (poy) => {
      send({ type: 'clear' });
      void queryClient.invalidateQueries({ queryKey: lottoKeys.ratesNow(round.betId) });
      onPlaced(poy);
    },
  });
  if (flow.opened && !dialogMounted) setDialogMounted(true);
  const target = targetLength(builder.selection);
  const selectedOptions = builder.selection.filter(isBetOption);
  const hint = target === 0 ? t('lotto.slip.pickFirst') : t('lotto.slip.typeDigits', { count: target });

  return (
    <Stack gap="md" data-testid="slip-panel">
      {!open && (
        <Alert color="red" data-testid="round-closed">
          {t('lotto.slip.roundClosed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Paper withBorder radius="md" p="sm">
            <Text fw={700} mb="xs">
              {t('lotto.slip.chooseOption')}
            </Text>
            <OptionPicker
              sold={sold}
              rates={rates}
              selection={builder.selection}
              onToggle={(bet) => send({ type: 'toggle', bet })}
              onQuickSet={(helper) => send({ type: 'set', helper })}
            />
            {selectedOptions.length > 0 && (
              <Suspense fallback={null}>
                <ColumnPrices
                  options={selectedOptions}
                  prices={builder.prices}
                  onPrice={(option, price) => send({ type: 'columnPrice', option, price })}
                />
              </Suspense>
            )}
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <NumberPad
              value={builder.input}
              length={target}
              hint={hint}
              disabled={!open || flow.opened}
              onDigit={(digit) => send({ type: 'press', digit })}
              onBackspace={() => send({ type: 'backspace' })}
              onAdd={() => send({ type: 'add' })}
            />
            <AddFeedback outcome={builder.outcome} />
          </Paper>
          <AfterFirstPaint>
            <Paper withBorder radius="md" p="sm">
              <Suspense fallback={null}>
                <PasteNumbers
                  disabled={!open || flow.opened || target === 0}
                  invalid={builder.outcome?.invalid ?? []}
                  onAdd={(text) => send({ type: 'paste', text })}
                />
              </Suspense>
            </Paper>
            <SavedSets onLoad={(entries) => send({ type: 'load', entries })} />
            <details>
              <summary style={{ cursor: 'pointer', fontWeight: 700, padding: '4px 0' }}>
                {t('lotto.slip.changedRates')}
              </summary>
              <ChangedRates rateNow={rateNow ?? []} />
            </details>
          </AfterFirstPaint>
        </Stack>
        <Stack gap="sm">
          <AfterFirstPaint>
            {offer && (
              <Suspense fallback={null}>
                <PayModePicker percent={offer.percent} value={payMode} onChange={setPayMode} />
              </Suspense>
            )}
            <Text fw={700}>{t('lotto.slip.lines', { count: slip.lines.length })}</Text>
            <SlipToolbar
              hasLines={slip.lines.length > 0}
              onAllPrices={(price) => send({ type: 'allPrices', price })}
              onRemoveLast={() => send({ type: 'removeLast' })}
              onClear={() => send({ type: 'clear' })}
            />
            {slip.lines.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" data-testid="slip-empty">
                {t('lotto.slip.empty')}
              </Text>
            ) : (
              <Suspense fallback={null}>
                <SlipLines
                  lines={slip.lines}
                  ctx={{ rates, bounds, roundMax, problems: check.problems, discountPercent }}
                  onPrice={(number: string, option: BetOption, price) =>
                    send({ type: 'linePrice', number, option, price })
                  }
                  onRemoveRow={(number: string) => send({ type: 'removeRow', number })}
                />
              </Suspense>
            )}
          </AfterFirstPaint>
        </Stack>
      </SimpleGrid>
      <AfterFirstPaint>
        <SlipSummary
          count={slip.lines.length}
          total={total}
          paid={paid}
          potentialWin={win}
          blockers={slipBlockers(t, check)}
          disabled={!open || !check.ok}
          onSubmit={flow.open}
        />
      </AfterFirstPaint>
      {(dialogMounted || flow.opened) && (
        <Suspense fallback={null}>
          <ConfirmPoyDialog
            opened={flow.opened}
            view={flow.view}
            lines={slip.lines}
            discountPercent={discountPercent}
            balance={check.balance}
            total={total}
            paid={paid}
            potentialWin={win}
            pending={flow.pending}
            errors={flow.errors}
            onConfirm={flow.confirm}
            onClose={flow.close}
            onViewPoy={onViewPoy}
          />
        </Suspense>
      )}
    </Stack>
  );
}
