/** LINE's share page for a URL: opened only when the member taps the LINE button. */
export const lineShareUrl = (link: string): string =>
  `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`;

/** Whether this browser can open the system share sheet for a link (Web Share API). */
export const canShare = (data: ShareData): boolean =>
  typeof navigator !== 'undefined' &&
  typeof navigator.share === 'function' &&
  (typeof navigator.canShare !== 'function' || navigator.canShare(data));
