import { useEffect } from 'react';
import { connectRealtime, realtimeUrl } from '../../../lib/realtime.ts';
import { ChannelRegistry } from '../../../lib/realtime-channels.ts';

/** The back office's chat channels: the queue's and the open conversation's. */
export const staffChannels = new ChannelRegistry();

/**
 * The back office's `/ccu` connection while the support page is open: `?as=staff` asks the server
 * to authenticate it by the staff session cookie (docs/support.md, "Sockets of guests and staff");
 * it carries chat channels only. A staff session that ended closes it with 4401, and the page's
 * next call answers 401, which takes staff to the login.
 */
export function useStaffSocket(): void {
  useEffect(() => {
    const connection = connectRealtime({ channels: staffChannels, url: `${realtimeUrl()}?as=staff` });
    return () => connection.stop();
  }, []);
}
