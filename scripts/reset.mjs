// `npm run reset`: wipes the local emulator data; the next `npm start` seeds again.
import { rmSync } from 'node:fs';
import { DATA_DIR } from './lib/paths.mjs';

rmSync(DATA_DIR, { recursive: true, force: true });
console.log('Dados locais apagados (.emulator-data). O próximo `npm start` carrega os dados de demonstração.');
