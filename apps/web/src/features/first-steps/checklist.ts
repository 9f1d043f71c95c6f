import { FIRST_STEPS, type FirstStep, type FirstSteps } from '@chokdee/domain';

/** Where each step is done. */
export const STEP_PAGES: Readonly<Record<FirstStep, string>> = {
  bank: '/bank/add',
  deposit: '/credit/deposit',
  bet: '/lotto',
};

export interface ChecklistItem {
  step: FirstStep;
  done: boolean;
  to: string;
  /** The first step not done yet: the one the list points the member to. */
  next: boolean;
}

/** The checklist in its fixed order (bank, deposit, bet); null once every step is done. */
export function checklistOf(steps: FirstSteps): ChecklistItem[] | null {
  if (FIRST_STEPS.every((step) => steps[step])) return null;
  const next = FIRST_STEPS.find((step) => !steps[step]);
  return FIRST_STEPS.map((step) => ({ step, done: steps[step], to: STEP_PAGES[step], next: step === next }));
}

/**
 * A member who finished the list is never asked again (in this browser): the steps cannot be
 * undone, so /main spares the call. Keyed by the member's uuid (several members, one phone).
 */
const doneKey = (uuid: string) => `chokdee.first-steps.done.${uuid}`;

export const isRememberedDone = (uuid: string, storage: Pick<Storage, 'getItem'> = localStorage): boolean => {
  try {
    return storage.getItem(doneKey(uuid)) === '1';
  } catch {
    return false;
  }
};

export const rememberDone = (uuid: string, storage: Pick<Storage, 'setItem'> = localStorage): void => {
  try {
    storage.setItem(doneKey(uuid), '1');
  } catch {
    // Private mode or a full storage: the list just asks again next time.
  }
};
