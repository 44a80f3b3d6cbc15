// Marks an island in a reader page (see islands.ts). The server renders it through the renderer
// it provides (app/reader/server), each island as a React root of its own that the browser can
// hydrate alone; outside a server render there is no island to mark.
import { createContext, useContext, type ReactNode } from 'react';
import type { IslandName, IslandProps } from './islands';

export type IslandRenderer = (name: IslandName, props: IslandProps) => ReactNode;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

export function Island({ name, props = {} }: { name: IslandName; props?: IslandProps }) {
  const render = useContext(IslandRendererContext);
  if (!render) throw new Error(`<Island name="${name}"> is only rendered by the reader's server`);
  return render(name, props);
}
