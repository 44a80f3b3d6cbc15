// Public API of the corrections feature (/correcoes).
export { prefetchCorrections } from './prefetch';
export { seedCorrectionsFromServer } from './server-data';
