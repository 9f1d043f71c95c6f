export { numberSetsQuery, useNumberSets } from './api/use-number-sets.ts';
