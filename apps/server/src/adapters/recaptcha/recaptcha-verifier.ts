import type { RecaptchaConfig } from '../../config/outside-services-config.ts';

const TIMEOUT_MS = 5_000;

/**
 * Google's siteverify protocol: `POST <verifyUrl>` with a form body `secret`, `response` (the
 * browser's token) and `remoteip`; the answer is JSON `{ success: boolean, ... }`. An unreachable
 * verifier counts as "not confirmed": letting members in unchecked is what an outage must not do.
 */
export const verifyRecaptcha = async (
  config: RecaptchaConfig,
  token: string,
  remoteIp: string,
): Promise<boolean> => {
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
};
