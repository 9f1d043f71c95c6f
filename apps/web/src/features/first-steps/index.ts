export { FirstStepsCard, prefetchFirstSteps } from './first-steps-card.tsx';
