/** One line of an audit row's before → after comparison. */
export interface DiffLine {
  key: string;
  before: string;
  after: string;
  changed: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one readable line: strings as they are, absent as '—', the rest as compact JSON. */
export const showValue = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * before/after (jsonb, any shape) → lines by top-level key, keys in first-seen order. Two objects
 * are compared key by key; anything else (null on a create, a scalar) is one line with key ''.
 */
export function diffAudit(before: unknown, after: unknown): DiffLine[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
    return [
      {
        key: '',
        before: showValue(before),
        after: showValue(after),
        changed: showValue(before) !== showValue(after),
      },
    ];
  }
  const b = isPlainObject(before) ? before : {};
  const a = isPlainObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const left = showValue(b[key]);
    const right = showValue(a[key]);
    return { key, before: left, after: right, changed: left !== right };
  });
}
