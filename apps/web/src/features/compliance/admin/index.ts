export { JurisdictionsCard } from './jurisdictions-card.tsx';
