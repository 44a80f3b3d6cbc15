// debug(value): returns its argument; logs it to stderr when PAUTA_RULES_DEBUG is set
// (reference/rules/rules.debug).
import { displayValue } from '../types.js';
import { arity, type Fn } from './common.js';

export const debugFunction: Fn = (a) => {
  arity('debug', a, 1);
  if (process.env.PAUTA_RULES_DEBUG) process.stderr.write(`[rules debug] ${displayValue(a[0])}\n`);
  return a[0];
};
