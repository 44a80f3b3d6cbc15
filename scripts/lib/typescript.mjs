// Lets the plain-Node scripts (start, test, seed, set-role) import @pauta/model, whose package is
// TypeScript source (packages/model): tsx's loader compiles it on import. Import this module
// (dynamically, before the first import that reaches @pauta/model) from every script entry point.
import { register } from 'tsx/esm/api';

register();
