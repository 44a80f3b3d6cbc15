// The region every function runs in (DEFAULT_REGION unless the project's functions/.env.<project>
// sets PAUTA_REGION), given to all of them through the global options before any is defined.
import { defineString } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { DEFAULT_REGION, REGION_SETTING } from '@pauta/model';

const region = defineString(REGION_SETTING, {
  default: DEFAULT_REGION,
  description: 'Região de todas as funções, da fila de publicação e das reescritas do Hosting',
});

setGlobalOptions({ region });

/** The region at run time (the deploy sets the parameter on every function; tests run without it). */
export const functionsRegion = (): string => region.value() || DEFAULT_REGION;
