/**
 * The one channel for raising a snackbar from anywhere (api client, realtime channel, React code):
 * a `chokdee:notify` window event. The shell's snackbar listens to it.
 */
export const NOTIFY_EVENT = 'chokdee:notify';

export type NotifyColor = 'success' | 'failure';

export interface NotifyDetail {
  txt: string;
  color: NotifyColor;
  /** Render `txt` as HTML (sanitised with DOMPurify before it reaches the DOM). */
  isHtml?: boolean;
  /** Milliseconds before the snackbar hides; default 1500. */
  timeout?: number;
}

export function notify(detail: NotifyDetail): void {
  window.dispatchEvent(new CustomEvent<NotifyDetail>(NOTIFY_EVENT, { detail }));
}

export const notifySuccess = (txt: string, timeout?: number) => notify({ txt, color: 'success', timeout });
export const notifyFailure = (txt: string, timeout?: number) => notify({ txt, color: 'failure', timeout });
