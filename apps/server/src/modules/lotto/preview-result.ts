import { deriveResult, type LottoResult, type ResultInput } from '@chokdee/domain';

/**
 * The fields a typed result derives to, without saving anything (the entry form shows them before
 * Save; the web app may also call the shared deriveResult itself).
 */
export const previewResult = (input: ResultInput): LottoResult => deriveResult(input);
