// Embed facades (@pauta/model embeds): the article stores a plain link to the content with what was
// recorded when it was embedded (thumbnail served by Pauta, or the post's text). Here the link
// becomes a button: 'Carregar conteúdo de {serviço}' replaces the facade with the service's player
// in a sandboxed iframe, and only then does the browser contact the third party. A modified click
// (new tab, new window) still follows the link. Posts that size themselves (X, Bluesky, Instagram)
// grow to the height their player announces.
import {
  BODY_EMBED,
  EMBED_FRAME_SANDBOX,
  EMBED_PLAYER_ORIGINS,
  embedPlayerTitle,
  embedPlayerUrl,
  isEmbedService,
  type EmbedService,
} from '@pauta/model';

const POST_HEIGHT = 620;

function playerFor(figure: HTMLElement, service: EmbedService, src: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.className = BODY_EMBED.player;
  frame.src = src;
  const title = figure.querySelector(`.${BODY_EMBED.title}`)?.textContent ?? '';
  frame.title = embedPlayerTitle(service, title);
  frame.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
  frame.setAttribute('allowfullscreen', '');
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  frame.setAttribute('sandbox', EMBED_FRAME_SANDBOX);
  if (!(service in EMBED_PLAYER_ORIGINS)) frame.dataset.ratio = 'video';
  else frame.style.height = `${POST_HEIGHT}px`;
  return frame;
}

/** A post's player announcing its height (Bluesky: { id?, height }; X: twttr.embed resize; Instagram: MEASURE). */
export function announcedHeight(data: unknown): number | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const params = (record['twttr.embed'] as { params?: { height?: unknown }[] } | undefined)?.params;
  const candidates = [record.height, params?.[0]?.height, (record.details as { height?: unknown } | undefined)?.height];
  const height = candidates.find((h): h is number => typeof h === 'number' && Number.isFinite(h));
  return height !== undefined && height > 40 && height < 5000 ? Math.round(height) : null;
}

export function wireEmbeds(root: HTMLElement): () => void {
  const cleanups: (() => void)[] = [];
  for (const figure of root.querySelectorAll<HTMLElement>(`figure.${BODY_EMBED.figure}`)) {
    const service = figure.dataset.embed;
    const link = figure.querySelector<HTMLAnchorElement>(`a.${BODY_EMBED.link}`);
    if (!isEmbedService(service) || !link) continue;
    const src = embedPlayerUrl(service, figure.dataset.embedId ?? '');
    if (!src) continue;
    link.setAttribute('role', 'button');
    figure.dataset.embedReady = '';
    const load = (event: Event) => {
      if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0))
        return;
      event.preventDefault();
      const frame = playerFor(figure, service, src);
      link.replaceWith(frame);
      frame.focus();
      const origin = EMBED_PLAYER_ORIGINS[service];
      if (!origin) return;
      const onMessage = (message: MessageEvent) => {
        if (message.origin !== origin || message.source !== frame.contentWindow) return;
        const height = announcedHeight(message.data);
        if (height) frame.style.height = `${height}px`;
      };
      window.addEventListener('message', onMessage);
      cleanups.push(() => window.removeEventListener('message', onMessage));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ' ') load(event);
    };
    link.addEventListener('click', load);
    link.addEventListener('keydown', onKey);
    cleanups.push(() => {
      link.removeEventListener('click', load);
      link.removeEventListener('keydown', onKey);
    });
  }
  return () => cleanups.forEach((fn) => fn());
}
