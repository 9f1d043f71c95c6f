/** The identity check (docs/compliance.md): what the withdrawal screen shows of it. */
export { IDENTITY_PATH, KycLimitItem, KycRequiredAlert } from './kyc-notice.tsx';
