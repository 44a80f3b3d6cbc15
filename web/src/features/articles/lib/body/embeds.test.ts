// The facade's widget in jsdom: a valid facade becomes a button that swaps itself for the service's
// sandboxed player at a click (not before); a modified click or an invalid facade stays a link; a
// post's player grows to the height it announces from its own origin only.
import { afterEach, describe, expect, it } from 'vitest';
import { announcedHeight, wireEmbeds } from './embeds';

const facade = (service: string, id: string) =>
  `<figure class="pauta-embed" data-embed="${service}" data-embed-id="${id}"><a class="pauta-embed__link" href="https://example.test/${id}"><span class="pauta-embed__service">S</span><span class="pauta-embed__title">Keynote</span><span class="pauta-embed__action">Carregar</span></a></figure>`;

let root: HTMLElement;
afterEach(() => root?.remove());

function mount(html: string) {
  root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return wireEmbeds(root);
}

describe('embed facades', () => {
  it('loads the player only at the click, sandboxed, titled, in place of the link', () => {
    mount(facade('youtube', 'k3yN0te2025'));
    const link = root.querySelector('a')!;
    expect(root.querySelector('iframe')).toBeNull();
    expect(link.getAttribute('role')).toBe('button');
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(root.querySelector('iframe')).toBeNull();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const frame = root.querySelector('iframe')!;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/k3yN0te2025?autoplay=1');
    expect(frame.title).toBe('YouTube: Keynote');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    );
    expect(root.querySelector('a')).toBeNull();
  });

  it("loads the player from the keyboard: Space on the button (Enter is the link's own click)", () => {
    mount(facade('vimeo', '76979871'));
    const link = root.querySelector('a')!;
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(root.querySelector('iframe')).toBeNull();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    link.dispatchEvent(space);
    // The page does not scroll as Space would.
    expect(space.defaultPrevented).toBe(true);
    expect(root.querySelector('iframe')!.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    expect(document.activeElement).toBe(root.querySelector('iframe'));
  });

  it('leaves a facade with an invalid id a plain link', () => {
    mount(facade('youtube', 'nope'));
    expect(root.querySelector('a')!.hasAttribute('role')).toBe(false);
  });

  it('sizes a post to the height its player announces, from its origin only', () => {
    mount(facade('bluesky', 'did:plc:z72i7hdynmk6r22z27h6tvur/3l6oveex3ii2l'));
    root.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const frame = root.querySelector('iframe')!;
    expect(frame.src).toBe(
      'https://embed.bsky.app/embed/did:plc:z72i7hdynmk6r22z27h6tvur/app.bsky.feed.post/3l6oveex3ii2l',
    );
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.test', data: { height: 900 }, source: frame.contentWindow }),
    );
    expect(frame.style.height).toBe('620px');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://embed.bsky.app',
        data: { height: 412 },
        source: frame.contentWindow,
      }),
    );
    expect(frame.style.height).toBe('412px');
  });

  it('reads the heights X, Bluesky and Instagram announce', () => {
    expect(announcedHeight({ id: 'x', height: 300.4 })).toBe(300);
    expect(
      announcedHeight(JSON.stringify({ 'twttr.embed': { method: 'twttr.private.resize', params: [{ height: 512 }] } })),
    ).toBe(512);
    expect(announcedHeight(JSON.stringify({ type: 'MEASURE', details: { height: 700 } }))).toBe(700);
    expect(announcedHeight('lixo')).toBeNull();
    expect(announcedHeight({ height: 99999 })).toBeNull();
  });
});
