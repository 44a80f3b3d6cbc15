// Public entry of the Security Rules engine. Implemented by lexer.ts, parser.ts, evaluator.ts, ...
import type { CompileResult, RulesService } from './api.js';
export * from './api.js';

/**
 * Parses and type-checks a rules file. Never half-loads: any ERROR issue gives ok:false.
 * `expectedService` rejects a file whose service block is for another product.
 */
export function compileRules(source: string, expectedService?: RulesService): CompileResult {
  void source;
  void expectedService;
  throw new Error('rules engine not implemented yet');
}
