// The articles feature's code loaded on demand: its islands, and the live page's script (a chunk of
// its own). The reader page's script calls these, so they sit in that script's chunk.
export const loadArticleIslands = () => import('../components/islands');
export const loadLiveUpdates = () => import('./live/live-updates');
