import { api } from '../../lib/api-client.ts';
import { endMaintenance, reportMaintenance, retryAfterMs } from '../../lib/site-status.ts';

interface MaintenanceAnswer {
  enabled?: unknown;
  message?: unknown;
  retryAfter?: unknown;
}

/**
 * Asks the public `GET /api/site.maintenance` (never gated, cheap) and records the answer. A
 * failure changes nothing: the next call or the next check tells.
 */
export async function checkMaintenance(): Promise<void> {
  let answer: MaintenanceAnswer | undefined;
  try {
    answer = await api.get<MaintenanceAnswer>('site.maintenance');
  } catch {
    return;
  }
  if (answer?.enabled === true)
    reportMaintenance(
      typeof answer.message === 'string' ? answer.message : '',
      retryAfterMs(answer.retryAfter),
    );
  else if (answer?.enabled === false) endMaintenance();
}
