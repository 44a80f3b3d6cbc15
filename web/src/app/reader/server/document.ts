// A reader page's complete HTML: the built shell (reader.html after Vite's transforms, compiled into
// this bundle by web/build/reader-server.ts) with the page's head tags, its rendered markup and the
// query state its islands hydrate from. A page without script (a preview, a newsletter answer)
// drops every script the shell carries, and its policy allows none.
import shell from 'virtual:pauta-reader-shell';
import { pageContentSecurityPolicy, withPolicyMeta } from '@pauta/model';
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

/** A page without script: no script at all; styles inline, images over https, frames only the players. */
const SCRIPTLESS_POLICY = pageContentSecurityPolicy({ scripts: false, scriptHashes: [] });

/**
 * The page; its policy meta (the build's, first in <head>) is made to allow the page's own inline
 * scripts by the render function (hashInlineScripts), once the page is complete.
 */
export function pageDocument({ head, root, state, scripts }: DocumentParts): string {
  const base = scripts ? shell : withPolicyMeta(withoutScripts(shell), SCRIPTLESS_POLICY);
  const stateScript =
    scripts && state ? `<script type="application/json" id="${STATE_ELEMENT_ID}">${state}</script>` : '';
  return base
    .replace('<!--pauta:head-->', () => head)
    .replace('<!--pauta:root-->', () => root)
    .replace('<!--pauta:state-->', () => stateScript);
}
