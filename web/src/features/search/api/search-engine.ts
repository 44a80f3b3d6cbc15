// The one interface the search screen talks to. The default engine is embedded (a MiniSearch index
// the searchIndex function serves); a large archive can move to a hosted engine (Firebase's
// Typesense or Algolia extension) by giving `searchEngine` another implementation of this
// interface, without touching the screen. docs/search.md says when that switch is due.
import type { SearchHit } from '@pauta/model/search';

export type { SearchHit };

export interface SearchEngine {
  /** The published articles matching a cleaned query, best first. Rejects when the engine is unreachable. */
  search(query: string): Promise<SearchHit[]>;
}
