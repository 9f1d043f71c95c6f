import { useSyncExternalStore } from 'react';
import { NOTIFY_EVENT, type NotifyColor, type NotifyDetail } from './notify.ts';

/** Spec §3 snackbar state. */
export interface SnackbarState {
  show: boolean;
  txt: string;
  color: NotifyColor;
  isHtml: boolean;
  timeout: number;
  /** When the snackbar was last shown (ms since epoch); 0 = never. */
  timeStamp: number;
}

/** Spec §9. */
export const SNACKBAR_THROTTLE_MS = 500;
export const SNACKBAR_DEFAULT_TIMEOUT_MS = 1500;

const INITIAL: SnackbarState = {
  show: false,
  txt: '',
  color: 'success',
  isHtml: false,
  timeout: SNACKBAR_DEFAULT_TIMEOUT_MS,
  timeStamp: 0,
};

let state: SnackbarState = INITIAL;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const set = (next: SnackbarState) => {
  state = next;
  listeners.forEach((listener) => listener());
};
const clearHideTimer = () => {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
};

export const snackbar = {
  getState: (): SnackbarState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Shows a message. Throttled: a message arriving less than 500 ms after the previous shown one
   * is DROPPED (not queued, not merged), so a burst of identical errors shows once. Returns
   * whether the message was shown.
   */
  open(detail: NotifyDetail, now: number = Date.now()): boolean {
    if (state.timeStamp !== 0 && now - state.timeStamp < SNACKBAR_THROTTLE_MS) return false;
    const timeout =
      detail.timeout !== undefined && detail.timeout > 0 ? detail.timeout : SNACKBAR_DEFAULT_TIMEOUT_MS;
    clearHideTimer();
    set({
      show: true,
      txt: String(detail.txt),
      color: detail.color === 'failure' ? 'failure' : 'success',
      isHtml: detail.isHtml === true,
      timeout,
      timeStamp: now,
    });
    hideTimer = setTimeout(() => snackbar.close(), timeout);
    return true;
  },
  close(): void {
    clearHideTimer();
    if (state.show) set({ ...state, show: false });
  },
  /** Back to the initial state (clears text, color and the throttle). */
  reset(): void {
    clearHideTimer();
    set(INITIAL);
  },
};

let nextPage: NotifyDetail | undefined;

/**
 * A message for the page a submit is about to navigate to: the snackbar closes on route change, so
 * the message is held and shown by the snackbar right after the next route change.
 */
export function notifyOnNextPage(detail: NotifyDetail): void {
  nextPage = detail;
}

/** Called by the snackbar on route change: the held message, once. */
export function takeNextPageMessage(): NotifyDetail | undefined {
  const detail = nextPage;
  nextPage = undefined;
  return detail;
}

export const useSnackbar = (): SnackbarState =>
  useSyncExternalStore(snackbar.subscribe, snackbar.getState, snackbar.getState);

let installed = false;
/** Connects the `chokdee:notify` window event (see lib/notify.ts) to the snackbar, once. */
export function installNotifyListener(): void {
  if (installed) return;
  installed = true;
  window.addEventListener(NOTIFY_EVENT, (event) => {
    const detail = (event as CustomEvent<NotifyDetail | undefined>).detail;
    if (detail && typeof detail.txt === 'string') snackbar.open(detail);
  });
}
