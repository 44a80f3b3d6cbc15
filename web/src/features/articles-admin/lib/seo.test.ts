import { describe, expect, it } from 'vitest';
import { descriptionAdvice, previewDescription, titleAdvice } from './seo';

describe('SEO advice', () => {
  it('title: neutral when empty, warning below 30 and above 60, success inside', () => {
    expect(titleAdvice('')).toEqual({ counter: '0/60', message: null, color: 'gray' });
    expect(titleAdvice('a'.repeat(29))).toEqual({
      counter: '29/60',
      message: 'Recomendado: pelo menos 30 caracteres',
      color: 'orange',
    });
    expect(titleAdvice('a'.repeat(30)).color).toBe('green');
    expect(titleAdvice('a'.repeat(60)).color).toBe('green');
    expect(titleAdvice('a'.repeat(61)).message).toBe('Recomendado: máximo de 60 caracteres');
  });

  it('description: 120 to 160', () => {
    expect(descriptionAdvice('a'.repeat(119)).message).toBe('Recomendado: pelo menos 120 caracteres');
    expect(descriptionAdvice('a'.repeat(160))).toEqual({ counter: '160/160', message: null, color: 'green' });
    expect(descriptionAdvice('a'.repeat(161)).message).toBe('Recomendado: máximo de 160 caracteres');
  });

  it('preview cuts a description over 160 at 157 plus ...', () => {
    expect(previewDescription('a'.repeat(160))).toBe('a'.repeat(160));
    expect(previewDescription('b'.repeat(161))).toBe(`${'b'.repeat(157)}...`);
  });
});
