import { ROUND_FAMILIES } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { resultView } from './find-results.ts';
import { findNewestConfirmedResult } from './results-repository.ts';
import { roundView } from './round-view.ts';
import { findNextOpenRoundPerFamily } from './rounds-repository.ts';

/**
 * bet-lists.showcase (public, the landing page): per family the open round closing next, soonest
 * first, and the newest confirmed result, newest first. One indexed read per family, so a
 * visitor's first page costs the database little.
 */
export const findShowcase = async (db: Database, now: Date) => {
  const [rounds, results] = await Promise.all([
    findNextOpenRoundPerFamily(db, now),
    Promise.all(ROUND_FAMILIES.map((family) => findNewestConfirmedResult(db, family))),
  ]);
  return {
    rounds: rounds
      .sort((a, b) => a.closeAt.getTime() - b.closeAt.getTime())
      .map((round) => roundView(round, now)),
    results: results
      .filter((row) => row !== undefined)
      .sort((a, b) => b.round.resultAt.getTime() - a.round.resultAt.getTime())
      .map(resultView),
  };
};
