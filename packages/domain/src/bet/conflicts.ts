import { BET_TYPES, type BetType } from './options.ts';

/**
 * The conflict table (spec §3, lottery-domain.md "Slip helpers"): selecting a type deselects the
 * types it conflicts with. 19 doors, rood front, rood back and reverse-2 exclude each other;
 * shuffle_3 and tode_3 exclude each other (a tode line already wins on every permutation).
 * The doubles, low, high, even and odd sets, and every other option, conflict with nothing.
 */
const EXCLUSIVE_GROUPS: readonly (readonly BetType[])[] = [
  ['option_2_19', 'option_2_roodnha', 'option_2_roodlung', 'shuffle_2'],
  ['shuffle_3', 'tode_3'],
];

export const CONFLICTS: Readonly<Record<BetType, readonly BetType[]>> = Object.fromEntries(
  BET_TYPES.map((type) => [
    type,
    EXCLUSIVE_GROUPS.filter((g) => g.includes(type)).flatMap((g) => g.filter((t) => t !== type)),
  ]),
) as Record<BetType, BetType[]>;

export const conflictsWith = (a: BetType, b: BetType): boolean => CONFLICTS[a].includes(b);

/**
 * Spec §4: selecting a selected type deselects it; selecting a new one adds it and removes the
 * types it conflicts with. The order of the remaining selection is kept; the new type goes last.
 */
export const toggleBetType = (selected: readonly BetType[], type: BetType): BetType[] => {
  if (selected.includes(type)) return selected.filter((t) => t !== type);
  return [...selected.filter((t) => !conflictsWith(type, t)), type];
};
