import { describe, expect, it } from 'vitest';
import { responsiveImage } from '../src/responsive-image.js';

const base = 'http://127.0.0.1:9199/v0/b/demo-pauta.appspot.com/o/';
const url = (path: string, query = '?alt=media') => `${base}${encodeURIComponent(path)}${query}`;

describe('responsiveImage', () => {
  it('builds srcset, width and height from a processed main image', () => {
    const src = url('covers/a1/sizes/cover_1200x675.webp', '?alt=media&token=t');
    expect(responsiveImage(src)).toEqual({
      src,
      srcSet: [
        `${url('covers/a1/thumbnails/thumb_cover.webp')} 300w`,
        `${url('covers/a1/sizes/cover_800w.webp')} 800w`,
        `${src} 1200w`,
      ].join(', '),
      width: 1200,
      height: 675,
    });
  });

  it('leaves out the versions an image narrower than them does not have', () => {
    const src = url('article_images/u1/sizes/foto-1-ab12_640x480.webp');
    expect(responsiveImage(src).srcSet).toBe(
      `${url('article_images/u1/thumbnails/thumb_foto-1-ab12.webp')} 300w, ${src} 640w`,
    );
  });

  it('uses any other URL as it is', () => {
    for (const src of ['https://exemplo.com/a.jpg', url('covers/a1/cover.webp'), '', '/local.png'])
      expect(responsiveImage(src)).toEqual({ src });
  });
});
