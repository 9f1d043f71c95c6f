import type { PayMode } from '@chokdee/domain';
import { useMemo, useState } from 'react';
import { buildRateBook, discountOffer, mergeRateNow, withDiscount } from './rate-table.ts';
import type { ApiNumberRate, RoundDetail } from './types.ts';

/**
 * The rates a slip is priced (and sent) at: the round's book merged with rate-now, full pay or the
 * family's discount as the member chooses, and the rates learnt from a RATE_CHANGED answer until
 * rate-now (refetched then) says otherwise. Under discount the answer names discount rates, which cap
 * the ones derived from rate-now.
 */
export function useSlipRates(round: RoundDetail, rateNow: readonly ApiNumberRate[] | undefined) {
  const [learnt, setLearnt] = useState<ApiNumberRate[]>([]);
  const [learntDiscount, setLearntDiscount] = useState<ApiNumberRate[]>([]);
  const fullRates = useMemo(
    () => buildRateBook(round.rates, mergeRateNow(learnt, rateNow ?? [])),
    [round.rates, rateNow, learnt],
  );
  const offer = useMemo(() => discountOffer(round.discount), [round.discount]);
  const [payMode, setPayMode] = useState<PayMode>('full');
  const discount = payMode === 'discount' ? offer : null;
  const rates = useMemo(
    () => (discount ? withDiscount(fullRates, discount, learntDiscount) : fullRates),
    [fullRates, discount, learntDiscount],
  );
  /** Takes the rates a RATE_CHANGED answer named, for the pay mode the slip was sent in. */
  const learn = (next: readonly ApiNumberRate[]) =>
    (discount ? setLearntDiscount : setLearnt)((prev) => mergeRateNow(prev, next));
  return { rates, offer, payMode, setPayMode, discount, discountPercent: discount?.percent ?? 0, learn };
}
