import {
  deriveResult,
  GOV_LOWER_PRIZE_COUNTS,
  resultInputSchema,
  type GovLowerPrize,
  type LottoResult,
  type ResultInput,
  type ResultInputKind,
} from '@chokdee/domain';
import { issuesToFormErrors } from '../../forms/index.ts';

/**
 * The result entry form as plain data: one text per field, keyed like the schema's issue paths
 * (`front3.0`), so the shared schema's messages land on the right input. What is sent, checked and
 * derived always goes through the domain's resultInputSchema and deriveResult.
 */
export type ResultFields = Record<string, string>;

export const RESULT_FORM_FIELDS: Record<ResultInputKind, readonly string[]> = {
  gov: ['firstPrize', 'front3.0', 'front3.1', 'back3.0', 'back3.1', 'last2'],
  stock: ['index', 'change'],
  '4d': ['four', 'bottom2'],
};

/** The government's optional 2nd to 5th prizes: one text of numbers each, keyed like the schema's paths. */
export const LOWER_PRIZE_FIELDS = (Object.keys(GOV_LOWER_PRIZE_COUNTS) as GovLowerPrize[]).map((tier) => ({
  tier,
  field: `lowerPrizes.${tier}`,
  count: GOV_LOWER_PRIZE_COUNTS[tier],
}));

/** Digits each field takes (the inputs' maxLength); stock fields are free text with 2 decimals. */
export const FIELD_DIGITS: Record<string, number> = {
  firstPrize: 6,
  'front3.0': 3,
  'front3.1': 3,
  'back3.0': 3,
  'back3.1': 3,
  last2: 2,
  four: 4,
  bottom2: 2,
};

/** The derived result fields each kind shows, in display order. */
export const DERIVED_FIELDS: Record<ResultInputKind, readonly (keyof LottoResult)[]> = {
  gov: ['top3', 'top2', 'bottom2', 'front3', 'back3'],
  stock: ['top3', 'top2', 'bottom2'],
  '4d': ['four', 'bottom2'],
};

/** Which form fields each derived field is computed from. */
const SOURCES: Record<ResultInputKind, Partial<Record<keyof LottoResult, readonly string[]>>> = {
  gov: {
    top3: ['firstPrize'],
    top2: ['firstPrize'],
    bottom2: ['last2'],
    front3: ['front3.0', 'front3.1'],
    back3: ['back3.0', 'back3.1'],
  },
  stock: { top3: ['index'], top2: ['index'], bottom2: ['change'] },
  '4d': { four: ['four'], bottom2: ['bottom2'] },
};

/** A valid stand-in for a field not (yet) valid, so the rest can still be derived. */
const FILLER: Record<string, string> = {
  firstPrize: '000000',
  'front3.0': '000',
  'front3.1': '000',
  'back3.0': '000',
  'back3.1': '000',
  last2: '00',
  index: '0.00',
  change: '0.00',
  four: '0000',
  bottom2: '00',
};

export const emptyResultFields = (kind: ResultInputKind): ResultFields =>
  Object.fromEntries(
    [
      ...RESULT_FORM_FIELDS[kind],
      ...(kind === 'gov' ? LOWER_PRIZE_FIELDS.map(({ field }) => field) : []),
    ].map((field) => [field, '']),
  );

/** A pasted list of numbers: split on spaces, commas and new lines. */
const numbersIn = (value: string): string[] => value.split(/[\s,]+/).filter((n) => n !== '');

const text = (fields: ResultFields, key: string): string => (fields[key] ?? '').trim();

/**
 * The request's `input` from the form (not yet checked). An empty optional bottom2 is left out, and
 * so are the lower prizes when all four are empty.
 */
export const toResultInput = (kind: ResultInputKind, fields: ResultFields): unknown => {
  const f = (key: string) => text(fields, key);
  switch (kind) {
    case 'gov': {
      const lower = LOWER_PRIZE_FIELDS.map(({ tier, field }) => [tier, numbersIn(f(field))] as const);
      return {
        kind,
        firstPrize: f('firstPrize'),
        front3: [f('front3.0'), f('front3.1')],
        back3: [f('back3.0'), f('back3.1')],
        last2: f('last2'),
        ...(lower.some(([, numbers]) => numbers.length > 0)
          ? { lowerPrizes: Object.fromEntries(lower) }
          : {}),
      };
    }
    case 'stock':
      return { kind, index: f('index'), change: f('change') };
    case '4d':
      return f('bottom2') === ''
        ? { kind, four: f('four') }
        : { kind, four: f('four'), bottom2: f('bottom2') };
  }
};

/** The form checked with the shared schema: the input to send, or errors keyed by form field. */
export const checkResultForm = (
  kind: ResultInputKind,
  fields: ResultFields,
): { input: ResultInput; errors: null } | { input: null; errors: Record<string, string> } => {
  const parsed = resultInputSchema.safeParse(toResultInput(kind, fields));
  return parsed.success
    ? { input: parsed.data, errors: null }
    : { input: null, errors: issuesToFormErrors(parsed.error.issues) };
};

/** Server field keys (`input.front3.0`) → form field keys (`front3.0`). */
export const formErrorsFromServer = (fields: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields ?? {}).map(([key, message]) => [key.replace(/^input\./, ''), message]),
  );

/**
 * The derived fields as far as they can be known while staff type: each derived field appears once
 * every form field it comes from is valid (3 top and 2 top as soon as the first prize has 6 digits,
 * before the rest is filled in). Computed by the shared deriveResult, with valid stand-ins for the
 * fields not ready yet, whose derived fields are then left out.
 */
export const liveResult = (kind: ResultInputKind, fields: ResultFields): Partial<LottoResult> => {
  const parsed = resultInputSchema.safeParse(toResultInput(kind, fields));
  if (parsed.success) return deriveResult(parsed.data);
  const invalid = new Set(Object.keys(issuesToFormErrors(parsed.error.issues)));
  // A tuple of the wrong length reports the tuple itself (`front3`); inputs always send two items.
  const bad = (field: string) => invalid.has(field) || invalid.has(field.split('.')[0] ?? field);
  const filled = Object.fromEntries(
    RESULT_FORM_FIELDS[kind].map((field) => [
      field,
      bad(field) ? (FILLER[field] ?? '') : text(fields, field),
    ]),
  );
  // An empty optional bottom2 stays empty (4D without a bottom 2).
  if (kind === '4d' && text(fields, 'bottom2') === '') filled.bottom2 = '';
  const stand = resultInputSchema.safeParse(toResultInput(kind, filled));
  if (!stand.success) return {};
  const derived = deriveResult(stand.data);
  const out: Partial<LottoResult> = {};
  for (const key of DERIVED_FIELDS[kind]) {
    const sources = SOURCES[kind][key] ?? [];
    if (derived[key] !== undefined && sources.every((field) => !bad(field)))
      Object.assign(out, { [key]: derived[key] });
  }
  return out;
};

/** A derived field as one line of text: "123", or "017 · 398" for the two-number prizes. */
export const derivedText = (value: LottoResult[keyof LottoResult] | undefined): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : value.join(' · ');

/** What staff typed, on one line (the versions table). */
export const inputSummary = (input: ResultInput): string => {
  switch (input.kind) {
    case 'gov':
      return `${input.firstPrize} · ${input.front3.join(' ')} · ${input.back3.join(' ')} · ${input.last2}`;
    case 'stock':
      return `${input.index} / ${input.change}`;
    case '4d':
      return input.bottom2 === undefined ? input.four : `${input.four} · ${input.bottom2}`;
  }
};
