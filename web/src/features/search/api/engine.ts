// The engine the site uses. Swap the implementation here to move to a hosted search engine.
import { createEmbeddedSearchEngine } from './embedded-engine';
import type { SearchEngine } from './search-engine';

export const searchEngine: SearchEngine = createEmbeddedSearchEngine();
