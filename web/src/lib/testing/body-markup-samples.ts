// What the editor stores for a credited figure, a decorative image, a table and an embed facade
// (issue 36): the samples the web sanitizer's test and the render function's (which must agree)
// both read.
export const BODY_MARKUP = {
  figure:
    '<figure class="pauta-figure"><img src="https://x.example/a.webp" alt="Ponte ao entardecer" width="1600" height="900"><figcaption><span class="pauta-figure__caption">A ponte</span> <span class="pauta-figure__credit">Foto: Ana Lima/Agência</span></figcaption></figure>',
  decorative: '<figure class="pauta-figure"><img src="https://x.example/b.webp" alt="" role="presentation"></figure>',
  table:
    '<div class="pauta-table" role="region" aria-label="Tabela" tabindex="0"><table><tbody><tr><th scope="col"><p>Modelo</p></th><th scope="col"><p>Preço</p></th></tr><tr><td colspan="2"><p>R$ 1.999</p></td></tr></tbody></table></div>',
  embed:
    '<figure class="pauta-embed" data-embed="youtube" data-embed-id="k3yN0te2025"><a class="pauta-embed__link" href="https://www.youtube.com/watch?v=k3yN0te2025"><img class="pauta-embed__thumb" src="https://x.example/t.webp" alt="" role="presentation" width="480" height="360"><span class="pauta-embed__service">YouTube</span> <span class="pauta-embed__title">Keynote</span> <span class="pauta-embed__action">Carregar conteúdo de YouTube</span></a></figure>',
};

/** The sanitizer's own additions (lazy images, external links in a new tab) aside. */
export const withoutSanitizerAdditions = (html: string) =>
  html.replace(/ loading="lazy"| decoding="async"| target="_blank" rel="noopener noreferrer"/g, '');
