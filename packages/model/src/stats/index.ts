// Reader statistics: the beacon's payload and endpoint, the collections, shapes and calendar.
export * from './stats-beacon.js';
export * from './stats-contract.js';
export * from './stats-time.js';
