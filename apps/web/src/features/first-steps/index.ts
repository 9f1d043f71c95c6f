export { FirstStepsCard } from './first-steps-card.tsx';
