// Each service's recorded answer (test/fixtures/embeds, the files the local fixture server serves)
// read as the facade needs it: a video's title, author and thumbnail address; a post's text and
// author; Bluesky's player id from the blockquote's at:// URI; an Instagram post's Open Graph tags.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEmbedUrl } from '@pauta/model';
import { MetadataUnreadable, parseInstagramPage, parseOembed, plainText } from '../../src/embeds/parse-metadata';

const recording = (file: string) => readFileSync(resolve(__dirname, '../../../test/fixtures/embeds', file), 'utf8');
const address = (url: string) => parseEmbedUrl(url)!;

describe('oEmbed and Open Graph answers', () => {
  it('YouTube: title, channel and the hqdefault thumbnail', () => {
    expect(parseOembed(address('https://youtu.be/k3yN0te2025'), recording('youtube/oembed-keynote.json'))).toEqual({
      id: 'k3yN0te2025',
      title: 'Keynote de abertura da Campus Party Brasil 2025: IA, educação e o futuro do trabalho',
      author: 'Campus Party Brasil',
      text: '',
      thumbnailUrl: 'https://i.ytimg.com/vi/k3yN0te2025/hqdefault.jpg',
    });
  });

  it('Vimeo: title, author and thumbnail', () => {
    expect(parseOembed(address('https://vimeo.com/76979871'), recording('vimeo/oembed-player.json'))).toMatchObject({
      id: '76979871',
      title: 'The New Vimeo Player (You Know, For Videos)',
      author: 'Vimeo',
      thumbnailUrl: expect.stringMatching(/^https:\/\/i\.vimeocdn\.com\/video\/452001751-/),
    });
  });

  it('X: the post’s text (links as their text, entities decoded) and author, no thumbnail', () => {
    expect(
      parseOembed(
        address('https://twitter.com/Interior/status/463440424141459456'),
        recording('x/oembed-interior.json'),
      ),
    ).toEqual({
      id: '463440424141459456',
      title: '',
      author: 'US Department of the Interior',
      text: "Sunsets don't get much better than this one over @GrandTetonNPS. #nature #sunset pic.twitter.com/YuKy2rcjyU",
      thumbnailUrl: null,
    });
  });

  it('Bluesky: the player id (DID and record key) from the blockquote, the text with its line breaks', () => {
    const parsed = parseOembed(
      address('https://bsky.app/profile/agenciapauta.bsky.social/post/3l6oveex3ii2l'),
      recording('bluesky/oembed-post.json'),
    );
    expect(parsed.id).toBe('did:plc:z72i7hdynmk6r22z27h6tvur/3l6oveex3ii2l');
    expect(parsed.author).toBe('Agência Pauta');
    expect(parsed.text).toMatch(
      /^Acabamos de publicar o guia de acessibilidade da redação: .+🦋\n\n\[image or embed\]$/,
    );
  });

  it('Instagram: the caption and author from og:title, the picture from og:image', () => {
    expect(
      parseInstagramPage(address('https://www.instagram.com/p/DBAxYz1Nq4T/'), recording('instagram/post-page.html')),
    ).toEqual({
      id: 'p/DBAxYz1Nq4T',
      title: '',
      author: 'Museu do Amanhã',
      text: 'Nova exposição sobre inteligência artificial abre neste sábado. Venha descobrir como as máquinas aprendem! 🤖 #museudoamanha #IA',
      thumbnailUrl: expect.stringMatching(
        /^https:\/\/scontent\.cdninstagram\.com\/v\/t51\.29350-15\/462218833_.+&oe=6712F0A1$/,
      ),
    });
  });

  it('refuses what is not an answer: broken JSON, a Bluesky answer without its post, a page without Open Graph', () => {
    expect(() => parseOembed(address('https://youtu.be/k3yN0te2025'), '<html>')).toThrow(MetadataUnreadable);
    expect(() =>
      parseOembed(address('https://bsky.app/profile/a.bsky.social/post/3l6oveex3ii2l'), '{"html":"<p>x</p>"}'),
    ).toThrow(MetadataUnreadable);
    expect(() => parseInstagramPage(address('https://www.instagram.com/p/DBAxYz1Nq4T/'), '<html></html>')).toThrow(
      MetadataUnreadable,
    );
  });

  it('keeps texts short: at most the limit, cut with an ellipsis', () => {
    expect(plainText(`<p>${'a'.repeat(600)}</p>`, 500)).toHaveLength(500);
    expect(plainText('a &amp; b &#x1F98B; &hellip;', 50)).toBe('a & b 🦋 …');
  });
});
