/** Open for bets at `nowMs`: the server said active, and the real close time has not passed. */
export const isRoundOpenAt = (
  round: { active: boolean; unixTimeStamp: { realCloseTime: number } },
  nowMs: number,
) => round.active && nowMs < round.unixTimeStamp.realCloseTime * 1000;
