export { parseBahtInput } from './money.ts';
