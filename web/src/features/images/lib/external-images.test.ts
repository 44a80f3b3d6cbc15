import { describe, expect, it } from 'vitest';
import { findExternalImages } from './external-images';

describe('findExternalImages', () => {
  it('lists http(s) images not served by our bucket, once each, in order', () => {
    const html = `
      <p><img src="https://outro.site/a.jpg"><img src="http://127.0.0.1:9199/v0/b/demo-pauta.appspot.com/o/x.webp?alt=media"></p>
      <img src="https://outro.site/a.jpg"><img src="data:image/png;base64,AAAA"><img src="https://cdn.exemplo.com/b.png">`;
    expect(findExternalImages(html, 'demo-pauta.appspot.com')).toEqual([
      'https://outro.site/a.jpg',
      'https://cdn.exemplo.com/b.png',
    ]);
  });
  it('finds nothing in text without images', () => {
    expect(findExternalImages('<p>sem imagens</p>')).toEqual([]);
  });
});
