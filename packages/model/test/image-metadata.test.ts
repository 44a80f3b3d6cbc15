import { describe, expect, it } from 'vitest';
import { bodyImages, creditLine, imageMetadataErrors, isDescribed, missingAltMessage } from '../src/index.js';

const figure = (img: string, caption = '') =>
  `<figure class="pauta-figure">${img}<figcaption><span class="pauta-figure__caption">${caption}</span> <span class="pauta-figure__credit">Foto: Ana</span></figcaption></figure>`;

describe('image metadata', () => {
  it('requires a text alternative unless the image is decorative, within the limits', () => {
    expect(imageMetadataErrors({ alt: '  ', decorative: false, caption: '', credit: '' }).alt).toBe(
      "Descreva a imagem em 'Texto alternativo' ou marque 'Imagem decorativa'.",
    );
    expect(imageMetadataErrors({ alt: '', decorative: true, caption: '', credit: '' })).toEqual({});
    expect(imageMetadataErrors({ alt: 'a'.repeat(251), decorative: false, caption: '', credit: '' }).alt).toBe(
      'O texto alternativo pode ter no máximo 250 caracteres.',
    );
    expect(
      imageMetadataErrors({ alt: 'x', decorative: false, caption: 'c'.repeat(501), credit: '' }).caption,
    ).toBeTruthy();
    expect(
      imageMetadataErrors({ alt: 'x', decorative: false, caption: '', credit: 'c'.repeat(151) }).credit,
    ).toBeTruthy();
    expect(isDescribed({})).toBe(false);
    expect(creditLine(' Ana Lima/Agência Brasil ')).toBe('Foto: Ana Lima/Agência Brasil');
  });

  it('reads a body’s images with their alt, decorative role and figure caption', () => {
    const html = `<p>a</p>${figure('<img src="https://x/sizes/k_1600x900.webp" alt="Praia &amp; mar" width="1600">', 'Praia de Copacabana')}<p><img src='https://x/b/foto.jpg'></p><img alt="" role="presentation" src="/d.webp">`;
    expect(bodyImages(html)).toEqual([
      {
        position: 1,
        src: 'https://x/sizes/k_1600x900.webp',
        alt: 'Praia & mar',
        decorative: false,
        caption: 'Praia de Copacabana',
      },
      { position: 2, src: 'https://x/b/foto.jpg', alt: '', decorative: false, caption: '' },
      { position: 3, src: '/d.webp', alt: '', decorative: true, caption: '' },
    ]);
  });

  it('names the first image without a text alternative: the cover, then the body in order', () => {
    const content = `${figure('<img src="https://x/a.webp" alt="Descrita">', 'Primeira')}${figure('<img src="https://x/b.webp" alt="">', 'Ministra durante a coletiva')}<img src="https://cdn.x/c/foto-do-evento.jpg">`;
    expect(missingAltMessage({ imageUrl: 'https://x/capa.webp', imageAlt: '', content })).toBe(
      "A imagem de capa não tem texto alternativo. Descreva a imagem em 'Texto alternativo' ou marque 'Imagem decorativa'.",
    );
    expect(missingAltMessage({ imageUrl: 'https://x/capa.webp', imageDecorative: true, content })).toBe(
      "A imagem 2 do conteúdo “Ministra durante a coletiva” não tem texto alternativo. Descreva a imagem em 'Texto alternativo' ou marque 'Imagem decorativa'.",
    );
    expect(
      missingAltMessage({ imageUrl: '', content: '<p><img src="https://cdn.x/c/foto-do-evento.jpg"></p>' }),
    ).toMatch(/^A imagem 1 do conteúdo \(foto-do-evento\.jpg\) não tem texto alternativo/);
    expect(missingAltMessage({ imageUrl: '', content: '<p>sem imagens</p>' })).toBeNull();
  });
});

describe('reading time', () => {
  it('counts the body’s words at 200 per minute, rounded up', async () => {
    const { bodyWordCount, readingMinutes, readingTimeLabel } = await import('../src/index.js');
    const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');
    expect(bodyWordCount('<p>Olá, <strong>mundo</strong>!</p><script>var x = 1</script><!-- nota -->&nbsp;—')).toBe(2);
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes('<p>Uma.</p>')).toBe(1);
    expect(readingMinutes('')).toBe(0);
    expect(readingTimeLabel(4)).toBe('4 min de leitura');
  });
});

describe('embed addresses', () => {
  it('recognises each service’s addresses and gives the canonical one', async () => {
    const { parseEmbedUrl, embedPlayerUrl } = await import('../src/index.js');
    const cases: [string, string, string, string][] = [
      [
        'https://www.youtube.com/watch?v=k3yN0te2025&t=42s',
        'youtube',
        'k3yN0te2025',
        'https://www.youtube.com/watch?v=k3yN0te2025',
      ],
      ['https://youtu.be/k3yN0te2025?si=abc', 'youtube', 'k3yN0te2025', 'https://www.youtube.com/watch?v=k3yN0te2025'],
      [
        'https://m.youtube.com/shorts/k3yN0te2025',
        'youtube',
        'k3yN0te2025',
        'https://www.youtube.com/watch?v=k3yN0te2025',
      ],
      ['https://vimeo.com/76979871', 'vimeo', '76979871', 'https://vimeo.com/76979871'],
      ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871', 'https://vimeo.com/76979871'],
      [
        'https://twitter.com/Interior/status/463440424141459456',
        'x',
        '463440424141459456',
        'https://x.com/Interior/status/463440424141459456',
      ],
      [
        'https://x.com/Interior/status/463440424141459456?s=20',
        'x',
        '463440424141459456',
        'https://x.com/Interior/status/463440424141459456',
      ],
      [
        'https://bsky.app/profile/agenciapauta.bsky.social/post/3l6oveex3ii2l',
        'bluesky',
        'agenciapauta.bsky.social/3l6oveex3ii2l',
        'https://bsky.app/profile/agenciapauta.bsky.social/post/3l6oveex3ii2l',
      ],
      [
        'https://www.instagram.com/reel/DBAxYz1Nq4T/?igsh=x',
        'instagram',
        'reel/DBAxYz1Nq4T',
        'https://www.instagram.com/reel/DBAxYz1Nq4T/',
      ],
    ];
    for (const [raw, service, key, url] of cases) expect(parseEmbedUrl(raw), raw).toEqual({ service, key, url });
    for (const raw of [
      'https://www.youtube.com/watch?v=curto',
      'https://example.com/watch?v=k3yN0te2025',
      'javascript:alert(1)',
      'https://x.com/home',
      'https://www.instagram.com/museudoamanha/',
      'texto qualquer',
    ])
      expect(parseEmbedUrl(raw), raw).toBeNull();
    expect(embedPlayerUrl('youtube', 'k3yN0te2025')).toBe(
      'https://www.youtube-nocookie.com/embed/k3yN0te2025?autoplay=1',
    );
    expect(embedPlayerUrl('bluesky', 'did:plc:z72i7hdynmk6r22z27h6tvur/3l6oveex3ii2l')).toBe(
      'https://embed.bsky.app/embed/did:plc:z72i7hdynmk6r22z27h6tvur/app.bsky.feed.post/3l6oveex3ii2l',
    );
    expect(embedPlayerUrl('youtube', '"><script>')).toBeNull();
  });
});

describe('embed metadata addresses', () => {
  it('asks oEmbed with the canonical address as a parameter, and an Instagram post at its own page', async () => {
    const { embedMetadataUrl, parseEmbedUrl } = await import('../src/index.js');
    expect(embedMetadataUrl(parseEmbedUrl('https://youtu.be/k3yN0te2025')!)).toBe(
      'https://www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dk3yN0te2025&format=json',
    );
    expect(embedMetadataUrl(parseEmbedUrl('https://www.instagram.com/p/DBAxYz1Nq4T/')!)).toBe(
      'https://www.instagram.com/p/DBAxYz1Nq4T/',
    );
  });
});
