import { BET_OPTIONS, OPTION_DIGITS, isBetOption, type NumberSetLine } from '@chokdee/domain';

export const NUMBER_SET_OPTIONS = [...BET_OPTIONS, 'set_4'] as const;
export type NumberSetOption = (typeof NUMBER_SET_OPTIONS)[number];

const digitsOf = (option: NumberSetOption): number => (isBetOption(option) ? OPTION_DIGITS[option] : 4);

/**
 * Numbers typed in one go ("12 34,56") for one option: those with the option's digit count are
 * kept (once each, in typed order), the rest reported so the member sees what was skipped.
 */
export function parseNumbers(
  text: string,
  option: NumberSetOption,
): { lines: NumberSetLine[]; rejected: string[] } {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  const digits = digitsOf(option);
  const seen = new Set<string>();
  const lines: NumberSetLine[] = [];
  const rejected: string[] = [];
  for (const token of tokens) {
    if (token.length !== digits || !/^\d+$/.test(token)) rejected.push(token);
    else if (!seen.has(token)) {
      seen.add(token);
      lines.push({ number: token, option });
    }
  }
  return { lines, rejected };
}

/** Adds lines to a set, skipping (number, option) pairs it already has. */
export const mergeLines = (
  current: readonly NumberSetLine[],
  added: readonly NumberSetLine[],
): NumberSetLine[] => {
  const keys = new Set(current.map((l) => `${l.option}:${l.number}`));
  return [...current, ...added.filter((l) => !keys.has(`${l.option}:${l.number}`))];
};
