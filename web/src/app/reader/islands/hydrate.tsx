// Hydrates one island (see runtime.ts) where it stands: its component, with the props and the
// query state the server rendered it from, in the same providers (../IslandProviders), under the
// same useId prefix. The page's query cache is one for all its islands, read from the page once.
import { useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate as hydrateQueries, QueryClient } from '@tanstack/react-query';
import { ISLAND_ATTRIBUTES, type IslandName, type IslandProps } from '../../../components/island';
import { IslandProviders } from '../IslandProviders';
import { ISLAND_COMPONENTS } from './registry';
import { STATE_ELEMENT_ID } from './island-data';

let queryClient: QueryClient | undefined;
let notifications: Promise<void> | undefined;

/** The toasts' host, off the hydration's path (a toast raised before it mounts waits in its store). */
function mountNotificationsWhenIdle(): void {
  notifications ??= new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 200),
  ).then(() => import('./notifications').then((m) => m.mountNotifications()));
}

/** The page's query cache: what the server rendered the islands from, never stale (see seed.ts). */
function pageQueryClient(): QueryClient {
  if (queryClient) return queryClient;
  queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: 1 } },
  });
  // The page's own element, a child of <body> after the content (no article body can name it).
  const state = document.querySelector(`body > script#${STATE_ELEMENT_ID}`);
  if (state?.textContent) {
    try {
      hydrateQueries(queryClient, JSON.parse(state.textContent));
    } catch {
      // a broken state costs the reads it would have saved
    }
  }
  return queryClient;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The fields the reader filled in before the island hydrated, and what they held. */
function typedValues(island: HTMLElement): [Field, string][] {
  const fields = [...island.querySelectorAll<Field>('input, select, textarea')];
  return fields
    .filter((field) => field.type !== 'hidden')
    .filter((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field.value !== field.defaultValue,
    )
    .map((field) => [field, field.value]);
}

/**
 * Gives a field what the reader typed into it as typing would, so the island's state holds it:
 * React saw the value it hydrated with as its own, so it is first told the field was empty (the
 * element's own setter, which React watches), then the value comes back underneath (the
 * prototype's) with the event React listens to.
 */
function retype(field: Field, value: string): void {
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function AfterHydration({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useLayoutEffect(onDone, [onDone]);
  return children;
}

export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const name = island.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  const load = ISLAND_COMPONENTS[name];
  if (!load) return;
  const props = JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as IslandProps;
  const Component = await load();
  mountNotificationsWhenIdle();
  const typed = typedValues(island);
  await new Promise<void>((done) => {
    hydrateRoot(
      island,
      <IslandProviders
        queryClient={pageQueryClient()}
        location={`${location.pathname}${location.search}${location.hash}`}
      >
        <AfterHydration onDone={done}>
          <Component {...props} />
        </AfterHydration>
      </IslandProviders>,
      {
        identifierPrefix: `${island.getAttribute(ISLAND_ATTRIBUTES.id)}-`,
        onRecoverableError: (error) => console.error('island', name, error),
      },
    );
  });
  for (const [field, value] of typed) retype(field, value);
}
