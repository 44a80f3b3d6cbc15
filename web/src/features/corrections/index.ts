// Public API of the corrections feature (/correcoes).
export { seedCorrectionsFromServer } from './server-data';
export const loadCorrectionIslands = () => import('./components/islands');
