export { PointsMenuRow } from './points-menu-row.tsx';
