import type { YingShotView, YingSummaryView } from '@chokdee/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { realtimeChannels } from '../../lib/realtime-channels.ts';
import { yeekeeKeys } from './api/keys.ts';
import { SHOTS_SHOWN } from './api/use-yings.ts';
import { mergeShots, nextSummary, parseYingUpdate } from './live-update.ts';

/** The server's batched live event of a round's shots (at most 4 frames a second). */
export const YING_UPDATE = 'ying-update';
export const yingChannel = (roundId: string): string => `ying:${roundId}`;

/**
 * Keeps a round's shot list and running figures live while shooting is open: watches the round's
 * public channel on the tab's `/ccu` connection and writes each `ying-update` into the queries.
 * On (re)subscription it re-reads both (frames sent while disconnected are not replayed); when
 * shooting ends it reads them once more, so the final list is on screen.
 */
export function useYingLive(roundId: string, live: boolean): void {
  const queryClient = useQueryClient();
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) void queryClient.invalidateQueries({ queryKey: yeekeeKeys.round(roundId) });
    wasLive.current = live;
  }, [roundId, live, queryClient]);

  useEffect(() => {
    if (!live) return undefined;
    const channel = yingChannel(roundId);
    return realtimeChannels.watch(channel, (frame) => {
      if (frame.event === 'subscribed') {
        void queryClient.invalidateQueries({ queryKey: yeekeeKeys.shots(roundId) });
        void queryClient.invalidateQueries({ queryKey: yeekeeKeys.summary(roundId) });
        return;
      }
      if (frame.event !== YING_UPDATE) return;
      const update = parseYingUpdate(frame.message);
      if (!update) return;
      const shots = mergeShots(
        queryClient.getQueryData<YingShotView[]>(yeekeeKeys.shots(roundId)),
        update,
        SHOTS_SHOWN,
      );
      queryClient.setQueryData(yeekeeKeys.shots(roundId), shots);
      const summary = nextSummary(
        queryClient.getQueryData<YingSummaryView>(yeekeeKeys.summary(roundId)),
        shots,
        update,
      );
      if (summary) queryClient.setQueryData(yeekeeKeys.summary(roundId), summary);
      // A gap (a missed frame, or a re-read that finished before newer frames): read both again —
      // without cancelling a read in flight, or frames 4 times a second could starve it.
      else
        void queryClient.invalidateQueries({ queryKey: yeekeeKeys.round(roundId) }, { cancelRefetch: false });
    });
  }, [roundId, live, queryClient]);
}
