// @pauta/model/search: the on-site search contract with its embedded engine (MiniSearch). A separate
// entry so pages that never search never bundle the engine; the contract alone is in @pauta/model.
export * from './search-document.js';
export * from './search-text.js';
export * from './search-query.js';
export * from './search-texts.js';
export * from './search-engine.js';
