export { KycThresholdsCard } from './kyc-thresholds-card.tsx';
