// A reader page's complete HTML: the built shell (reader.html after Vite's transforms, compiled into
// this bundle by web/build/reader-server.ts) with the page's head tags, its rendered markup and the
// query state its islands hydrate from. A page without script (a preview, a newsletter answer)
// drops every script the shell carries.
import shell from 'virtual:pauta-reader-shell';
import { STATE_ELEMENT_ID } from '../islands/island-data';

export interface DocumentParts {
  head: string;
  root: string;
  /** JSON, already safe inside <script>; none on a page without script. */
  state?: string;
  scripts: boolean;
}

const withoutScripts = (html: string) =>
  html.replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

export function pageDocument({ head, root, state, scripts }: DocumentParts): string {
  const base = scripts ? shell : withoutScripts(shell);
  const stateScript =
    scripts && state ? `<script type="application/json" id="${STATE_ELEMENT_ID}">${state}</script>` : '';
  return base
    .replace('<!--pauta:head-->', () => head)
    .replace('<!--pauta:root-->', () => root)
    .replace('<!--pauta:state-->', () => stateScript);
}
