// normalizeTag and slugify exist three times because each runtime packages its own code: the web
// bundle, the deployed functions (their folder is uploaded alone) and the plain-Node seed. Tag
// lookups and slug uniqueness break if the copies ever disagree, so they are compared here.
import { describe, expect, it } from 'vitest';
import { normalizeTag as functionsNormalize } from '../src/articles/normalizeTag';
import { normalizeTag as webNormalize, slugify as webSlugify } from '../../web/src/lib/text';
// @ts-expect-error plain ES module without types
import { normalizeTag as seedNormalize, slugify as seedSlugify } from '../../scripts/seed/text.mjs';

const SAMPLES = [
  'Inteligência Artificial',
  '  São   Paulo ',
  'ÇÃÕ çãõ',
  'Saúde Mental',
  'JavaScript',
  'Ünïcödé ñ',
  'Política\tPública',
  'C++ & C#',
  'já-é-hífen',
  '',
  '   ',
  'Eleições 2026: o que muda?',
  'emoji 🚀 tag',
  'Ａｂｃ', // full-width
];

describe('text rules agree across web, functions and seed', () => {
  it.each(SAMPLES)('normalizeTag(%j)', (sample) => {
    const expected = webNormalize(sample);
    expect(functionsNormalize(sample)).toBe(expected);
    expect(seedNormalize(sample)).toBe(expected);
  });

  it.each(SAMPLES)('slugify(%j)', (sample) => {
    expect(seedSlugify(sample)).toBe(webSlugify(sample));
  });
});
