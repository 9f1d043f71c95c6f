/**
 * The `user-agent` route guard's record (spec §6): the browser's agent string, stored in session
 * state on every route and sent with the device record.
 */
const KEY = 'chokdee.userAgent';
let current = '';

export function recordUserAgent(
  agent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  current = agent;
  try {
    sessionStorage.setItem(KEY, agent);
  } catch {
    // private mode or storage disabled: the in-memory copy is enough
  }
  return agent;
}

export function recordedUserAgent(): string {
  if (current) return current;
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
