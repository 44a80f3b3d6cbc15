// Public API of the corrections feature (/correcoes).
export { seedCorrectionsFromServer } from './server-data';
