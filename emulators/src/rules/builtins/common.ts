import { fail, type RValue } from '../types.js';

export type Fn = (args: RValue[]) => RValue;
export type Method<T> = (recv: T, args: RValue[]) => RValue;

export function arity(name: string, args: RValue[], min: number, max = min): void {
  if (args.length < min || args.length > max) {
    const want = min === max ? `${min}` : `${min} to ${max}`;
    fail(`Invalid number of arguments for ${name}(): expected ${want}, got ${args.length}.`);
  }
}
