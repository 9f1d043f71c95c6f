// Without zod: the web's line checks (check-poy-lines.ts) read these on the round page's first load.
/** Spec-style messages of the poys.create body. */
export const POY_MESSAGES = {
  betId: 'betId is required',
  unknownOption: 'Unknown bet option',
  numberDigits: (digits: number) =>
    `Number must be ${digits} digit${digits === 1 ? '' : 's'} for this option`,
  price: 'Price must be a positive amount with at most 2 decimals',
  noLines: 'Add at least one number',
  tooManyLines: 'A slip has at most 1000 lines',
  duplicateLine: 'The same number and option appear twice',
  note: 'Note is at most 200 characters',
  payMode: 'payMode must be full or discount',
  discountPercent: 'discountPercent must be a whole number from 1 to 90',
  multiply: 'multiply must be a rate (a number >= 0)',
} as const;

export const POY_MAX_LINES = 1000;
