import { formatLimitBaht } from '../money/limit-baht.ts';

/**
 * Remarks the server writes on ledger entries are stored as a code plus parameters
 * (ledger_entries.remark_code / remark_params) and worded by the reader: the web app in the
 * member's language, the API's `remark` in English for outside clients. Free text typed by staff
 * (an adjustment's reason, a transfer reference) stays in `remark` as written.
 */
export const REMARK_CODES = [
  'DEPOSIT_APPROVED',
  'STATEMENT_LINE_MATCHED',
  'TRUEMONEY_CREDITED',
  'USDT_CREDITED',
  'RESULT_CORRECTED',
  'RESULT_CORRECTED_PARTLY',
  'YEEKEE_SIXTEENTH_SHOT',
  'YEEKEE_LAST_SHOT',
  'YEEKEE_TOO_FEW_SHOTS',
  'DEMO_CREDIT',
] as const;

export type RemarkCode = (typeof REMARK_CODES)[number];
export type RemarkParams = Record<string, string | number>;
export interface CodedRemark {
  code: RemarkCode;
  params?: RemarkParams;
}

export const isRemarkCode = (value: unknown): value is RemarkCode =>
  typeof value === 'string' && (REMARK_CODES as readonly string[]).includes(value);

const text = (params: RemarkParams, key: string): string => String(params[key] ?? '');
const baht = (params: RemarkParams, key: string): string => formatLimitBaht(Number(params[key] ?? 0));

const ENGLISH: Record<RemarkCode, (params: RemarkParams) => string> = {
  DEPOSIT_APPROVED: () => 'normal deposit approved',
  STATEMENT_LINE_MATCHED: (p) => `statement line ${text(p, 'reference')} matched by staff`,
  TRUEMONEY_CREDITED: (p) => `TrueMoney ${text(p, 'reference')} credited by staff`,
  USDT_CREDITED: (p) => `USDT ${text(p, 'reference')} credited by staff`,
  RESULT_CORRECTED: () => 'result corrected',
  RESULT_CORRECTED_PARTLY: (p) => `result corrected; ${baht(p, 'missing')} baht could not be taken back`,
  YEEKEE_SIXTEENTH_SHOT: (p) => `16th shot #${text(p, 'seq')}`,
  YEEKEE_LAST_SHOT: (p) => `last shot #${text(p, 'seq')}`,
  YEEKEE_TOO_FEW_SHOTS: (p) => `Yeekee: fewer than ${text(p, 'min')} shots`,
  DEMO_CREDIT: () => 'Demo credit',
};

/** The English wording of a coded remark (the API's `remark` for clients that do not translate). */
export const remarkInEnglish = (remark: CodedRemark): string => ENGLISH[remark.code](remark.params ?? {});
