import {
  SET_4_PRICE,
  isFourDFamily,
  satang,
  toBangkokIso,
  type RoundFamily,
  type roundAnswer,
} from '@chokdee/domain';
import type { z } from 'zod';
import type { lottoRounds } from '../../db/schema/index.ts';

export type RoundRow = typeof lottoRounds.$inferSelect;

/** The families' names as members know them; the web app translates by betType. */
const BET_NAMES: Record<RoundFamily, string> = {
  gov: 'หวยรัฐบาลไทย',
  stock: 'หวยหุ้น',
  yeekee: 'หวยยี่กี',
  yeekee5min: 'ยี่กี 5 นาที',
  pingpong: 'ปิงปอง',
  hanoy: 'ฮานอย',
  lao: 'ลาว',
  laoSuper: 'ลาวซุปเปอร์',
  malay: 'มาเลย์',
};

export const betGroupOf = (family: RoundFamily): string => (isFourDFamily(family) ? 'gov4d' : family);

/** Sellable at `now`: not closed, voided or settled by staff or the lifecycle, and inside its times. */
export const isRoundOpen = (round: Pick<RoundRow, 'status' | 'openAt' | 'closeAt'>, now: Date): boolean =>
  (round.status === 'SCHEDULED' || round.status === 'OPEN') && round.openAt <= now && now < round.closeAt;

/** A round as the contract shows it, money in Satang (the serializer writes baht). */
export type RoundView = z.output<typeof roundAnswer>;

/** A round as the contract shows it (api-contract "A round is …"; docs/lotto.md "HTTP answers"). */
export const roundView = (round: RoundRow, now: Date): RoundView => {
  const family = round.family as RoundFamily;
  const closeDt = toBangkokIso(round.closeAt);
  const resultDt = toBangkokIso(round.resultAt);
  return {
    betGroup: betGroupOf(family),
    betType: family,
    betId: round.id.toString(),
    betName: BET_NAMES[family],
    name: round.name,
    roundNo: round.roundNo,
    dt: round.drawDate,
    closeTime: closeDt.slice(11, 16),
    resultTime: resultDt.slice(11, 16),
    closeDt,
    resultDt,
    betMax: round.roundMax === null ? null : satang(round.roundMax),
    active: isRoundOpen(round, now),
    status: round.status,
    ...(isFourDFamily(family) ? { setPrice: SET_4_PRICE } : {}),
    unixTimeStamp: {
      realCloseTime: Math.floor(round.closeAt.getTime() / 1000),
      realResultTime: Math.floor(round.resultAt.getTime() / 1000),
    },
  };
};
