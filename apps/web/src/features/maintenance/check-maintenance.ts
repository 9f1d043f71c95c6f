import { siteMaintenanceEndpoint, type EndpointAnswer } from '@chokdee/domain';
import { callApi } from '../../lib/call-api.ts';
import { endMaintenance, reportMaintenance, retryAfterMs } from '../../lib/site-status.ts';

/**
 * Asks the public `GET /api/site.maintenance` (never gated, cheap) and records the answer. A
 * failure changes nothing: the next call or the next check tells.
 */
export async function checkMaintenance(): Promise<void> {
  let answer: EndpointAnswer<typeof siteMaintenanceEndpoint>;
  try {
    answer = await callApi(siteMaintenanceEndpoint);
  } catch {
    return;
  }
  if (answer.enabled) reportMaintenance(answer.message, retryAfterMs(answer.retryAfter));
  else endMaintenance();
}
