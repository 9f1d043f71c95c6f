import type { BET_OPTIONS, RoundFamily } from '../bet/options.ts';
import type { AdminRoundStatus, EXPOSURE_SORTS } from './lotto-round-schemas.ts';

/** What the back-office lotto calls answer (the `data` of each call); money in baht, rates as numbers. */

export type AdminRates = Partial<Record<(typeof BET_OPTIONS)[number], number>>;
export type AdminBounds = Partial<Record<(typeof BET_OPTIONS)[number], { betMin: number; betMax: number }>>;
export interface AdminTier {
  aboveStake: number;
  ratePercent: number;
}

export interface AdminFamilySettings {
  family: RoundFamily;
  /** Options the family sells, in display order (empty for 4D families: they sell sets). */
  options: (typeof BET_OPTIONS)[number][];
  rates: AdminRates;
  bounds: AdminBounds;
  tiers: AdminTier[];
  roundMax: number | null;
  cancelMinutes: number;
  schedule: { drawDates?: string[]; holidays?: Record<string, string[]> } | null;
  /** False while the family runs on the built-in defaults (never saved). */
  saved: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface AdminRoundRow {
  id: string;
  family: RoundFamily;
  drawDate: string;
  roundNo: number;
  name: string;
  status: AdminRoundStatus;
  openAt: string;
  closeAt: string;
  resultAt: string;
  /** Active poys, sold stake and potential payout (baht). */
  poys: number;
  stake: number;
  payout: number;
}

export interface AdminNumberRule {
  option: (typeof BET_OPTIONS)[number];
  number: string;
  /** null = closed. */
  rate: number | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface AdminRoundDetail extends AdminRoundRow {
  options: (typeof BET_OPTIONS)[number][];
  rates: AdminRates;
  bounds: AdminBounds;
  tiers: AdminTier[];
  roundMax: number | null;
  cancelMinutes: number;
  /** True while rates, rules and the cancel window may still change (not closed yet). */
  editable: boolean;
  rules: AdminNumberRule[];
}

export interface AdminExposureRow {
  option: string;
  number: string;
  stake: number;
  payout: number;
  /** The rate a new line on this number gets now (rule, then tiers); 0 = closed. Null for 4D sets. */
  rate: number | null;
}

export interface AdminExposure {
  roundId: string;
  sort: (typeof EXPOSURE_SORTS)[number];
  totals: { stake: number; payout: number; numbers: number; poys: number };
  /** Per option; `maxPayout` is the largest single number's payout: what one result could cost at most on that option. */
  byOption: { option: string; stake: number; payout: number; maxPayout: number }[];
  items: AdminExposureRow[];
}

export interface AdminRoundActionResult {
  id: string;
  status: AdminRoundStatus;
  /** void: poys refunded and their total (baht). */
  refundedPoys?: number;
  refunded?: number;
}
