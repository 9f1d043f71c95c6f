import type { MemberReference, StatementLine } from '@chokdee/domain';
import type { TFunction } from 'i18next';

/** "โพย #9001", "ถอนเงิน #78": what a line is about, in the member's words; null when nothing to say. */
export const referenceText = (t: TFunction, reference: MemberReference | null | undefined): string | null =>
  reference ? t(`wallet.reference.${reference.kind}`, { id: reference.id }) : null;

/**
 * Staff's own text is not for members on a paid withdrawal (it is the bank transfer's internal id):
 * the line shows its withdrawal number instead. Every other remark is shown (a coded one translated).
 */
export const showsRemark = (line: Pick<StatementLine, 'transactionType' | 'remarkCode'>): boolean =>
  !(line.transactionType === 'WITHDRAW' && !line.remarkCode);
