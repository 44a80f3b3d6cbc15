// Islands on the server: each <Island> in the page becomes an element carrying its name, props and
// trigger, and its content is rendered afterwards as a React root of its own (an id prefix of its
// own for useId), exactly as the browser will hydrate it (app/reader/islands/hydrate.tsx).
import { randomUUID } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import {
  ISLAND_ATTRIBUTES,
  ISLAND_TRIGGERS,
  type IslandName,
  type IslandProps,
  type IslandRenderer,
} from '../../../components/island';
import { IslandProviders } from '../IslandProviders';
import { ISLAND_COMPONENTS } from '../islands/registry';

type Components = { [name in IslandName]: Awaited<ReturnType<(typeof ISLAND_COMPONENTS)[name]>> };

let loaded: Promise<Components> | undefined;

/** Every island's component, loaded once per server instance. */
export function loadIslandComponents(): Promise<Components> {
  loaded ??= Promise.all(
    Object.entries(ISLAND_COMPONENTS).map(async ([name, load]) => [name, await load()] as const),
  ).then((entries) => Object.fromEntries(entries) as Components);
  return loaded;
}

export interface IslandPass {
  renderIsland: IslandRenderer;
  /** The page's markup with every island's content in place. */
  fill(html: string, context: { queryClient: QueryClient; location: string }): string;
}

export function islandPass(components: Components): IslandPass {
  const marker = randomUUID();
  const islands: { id: string; name: IslandName; props: IslandProps }[] = [];
  return {
    renderIsland(name, props) {
      const id = `i${islands.length + 1}`;
      islands.push({ id, name, props });
      const attributes = {
        [ISLAND_ATTRIBUTES.name]: name,
        [ISLAND_ATTRIBUTES.id]: id,
        [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
        [ISLAND_ATTRIBUTES.when]: ISLAND_TRIGGERS[name],
      };
      return <div {...attributes} dangerouslySetInnerHTML={{ __html: `<!--${marker}:${id}-->` }} />;
    },
    fill(html, { queryClient, location }) {
      let filled = html;
      for (const { id, name, props } of islands) {
        const Component = components[name];
        const content = renderToString(
          <IslandProviders queryClient={queryClient} location={location}>
            <Component {...props} />
          </IslandProviders>,
          { identifierPrefix: `${id}-` },
        );
        filled = filled.replace(`<!--${marker}:${id}-->`, () => content);
      }
      return filled;
    },
  };
}
