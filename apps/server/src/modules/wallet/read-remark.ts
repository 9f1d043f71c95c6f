import { isRemarkCode, remarkInEnglish, type RemarkCode, type RemarkParams } from '@chokdee/domain';

/** The remark columns of a ledger_entries row as selected (remark_params comes back parsed). */
export interface RemarkColumns {
  remark: string | null;
  remark_code: string | null;
  remark_params: unknown;
}

export interface ReadRemark {
  /** Staff's text as typed, or the coded remark in English for clients that do not translate. */
  remark: string | null;
  remarkCode: RemarkCode | null;
  remarkParams: RemarkParams | null;
}

const paramsOf = (stored: unknown): RemarkParams => {
  // Drivers hand jsonb back parsed; a driver that does not gives the JSON text.
  const value: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const params: RemarkParams = {};
  if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'string' || typeof item === 'number') params[key] = item;
  return params;
};

export const readRemark = (row: RemarkColumns): ReadRemark => {
  if (!isRemarkCode(row.remark_code)) return { remark: row.remark, remarkCode: null, remarkParams: null };
  const coded = { code: row.remark_code, params: paramsOf(row.remark_params) };
  return { remark: remarkInEnglish(coded), remarkCode: coded.code, remarkParams: coded.params };
};
