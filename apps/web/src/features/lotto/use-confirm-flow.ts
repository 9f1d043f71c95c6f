import { hundredthsToRate, toPoyLines, type PayMode, type PlacePoyBody, type Slip } from '@chokdee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { useCreatePoy } from './api/use-create-poy.ts';
import type { ConfirmView, RateChange } from './components/confirm-poy-dialog.tsx';
import { poyErrorTexts } from './poy-errors.ts';
import type { ApiNumberRate, PoyDetail } from './types.ts';

/**
 * The slip as the poys.create body: prices in baht, the rate the member saw on each line, how it is
 * paid (with the discount percent seen, when discounted).
 */
export const poyBody = (
  roundId: string,
  slip: Slip,
  note: string,
  payMode: PayMode,
  discountPercent = 0,
): PlacePoyBody => ({
  betId: roundId,
  payMode,
  ...(payMode === 'discount' && discountPercent > 0 ? { discountPercent } : {}),
  lines: toPoyLines(slip).map((line, i) => ({
    ...line,
    multiply: hundredthsToRate(slip.lines[i]?.rate ?? 0),
  })),
  ...(note ? { note } : {}),
});

/**
 * The confirm dialog's flow: review → send → success, or RATE_CHANGED → the lowered rates are
 * handed to `onRates` (the slip re-prices its lines with them) and the member confirms again.
 */
export function useConfirmFlow({
  roundId,
  slip,
  payMode,
  discountPercent,
  onRates,
  onDiscountChanged,
  onPlaced,
}: {
  roundId: string;
  slip: Slip;
  payMode: PayMode;
  discountPercent: number;
  /** DISCOUNT_CHANGED: the round's offer is read again; the member sees the message and confirms again. */
  onDiscountChanged: () => void;
  onRates: (rates: ApiNumberRate[]) => void;
  onPlaced: (poy: PoyDetail) => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePoy();
  const [opened, setOpened] = useState(false);
  const [view, setView] = useState<ConfirmView>({ kind: 'review' });
  const [errors, setErrors] = useState<string[]>([]);

  const confirm = (note: string) => {
    if (create.isPending || slip.lines.length === 0) return;
    const body = poyBody(roundId, slip, note, payMode, discountPercent);
    setErrors([]);
    create.mutate(body, {
      onSuccess: (poy) => {
        setView({ kind: 'success', poyId: poy.poyId, total: poy.total });
        onPlaced(poy);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'RATE_CHANGED' && error.rates?.length) {
          const seen = new Map(body.lines.map((l) => [`${l.option}:${l.number}`, l.multiply]));
          const changes: RateChange[] = error.rates.map((r) => ({
            ...r,
            from: seen.get(`${r.option}:${r.number}`) ?? r.multiply,
            to: r.multiply,
          }));
          onRates(error.rates);
          setView({ kind: 'rate-changed', changes });
          return;
        }
        if (isApiError(error) && error.code === 'DISCOUNT_CHANGED') onDiscountChanged();
        setErrors(poyErrorTexts(t, error, body.lines));
      },
    });
  };

  return {
    opened,
    view,
    errors,
    pending: create.isPending,
    open: () => {
      setView({ kind: 'review' });
      setErrors([]);
      setOpened(true);
    },
    close: () => setOpened(false),
    confirm,
  };
}
