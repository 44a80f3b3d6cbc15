import { describe, expect, it } from 'vitest';
import { assertSitemapXml, diagnoseBytes, diagnoseText, INVALID_SITEMAP } from './diagnostics';
import { sitemapErrorMessage } from './debug-checks';
import { httpErrorMessage } from './fetch-with-timeout';
import { analyseArticle } from './url-analysis';
import { normalizeSeoSettings, validateSeoSettings } from './settings-validation';
import type { PublishedMeta } from '../api/sitemap-articles';

describe('sitemap diagnostics', () => {
  it('reports first character, BOM, content type and XML declaration of text', () => {
    const d = diagnoseText(`<?xml version="1.0"?>${'x'.repeat(600)}`, 'application/xml');
    expect(d).toMatchObject({
      firstCharCode: 60,
      hasBom: false,
      contentType: 'application/xml',
      hasXmlDeclaration: true,
    });
    expect(d.preview).toHaveLength(500);
    expect(diagnoseText('\uFEFF<?xml?>', null)).toMatchObject({
      hasBom: true,
      firstCharCode: 0xfeff,
      contentType: '(ausente)',
      hasXmlDeclaration: true,
    });
    expect(diagnoseText('<html>', 'text/html').hasXmlDeclaration).toBe(false);
  });

  it('reads raw bytes: a UTF-8 BOM and the first byte', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('<?xml version="1.0"?><a/>')]);
    const d = diagnoseBytes(bytes, 'application/xml');
    expect(d).toMatchObject({ hasBom: true, firstCharCode: 0xef, hasXmlDeclaration: true });
    expect(d.firstBytes?.startsWith('ef bb bf 3c')).toBe(true);
  });

  it('accepts only XML from the function and words failures as the spec does', () => {
    expect(assertSitemapXml('<?xml version="1.0"?><urlset/>')).toContain('urlset');
    expect(() => assertSitemapXml('<!doctype html>')).toThrow(INVALID_SITEMAP);
    expect(httpErrorMessage({ status: 503, statusText: 'Service Unavailable' })).toBe('HTTP 503: Service Unavailable');
    expect(sitemapErrorMessage(new Error('Timeout after 10 seconds'))).toBe('Timeout after 10 seconds');
    expect(sitemapErrorMessage(new Error('HTTP 404: Not Found'))).toBe('HTTP 404: Not Found');
    expect(sitemapErrorMessage(new TypeError('Failed to fetch'))).toBe('Erro ao carregar sitemap: Failed to fetch');
  });
});

describe('URL analysis', () => {
  const a = (over: Partial<PublishedMeta>): PublishedMeta => ({
    id: 'x',
    slug: 'x',
    title: 'Um título com tamanho dentro do recomendado',
    excerpt: 'd'.repeat(130),
    imageUrl: 'https://img/x.webp',
    metaTitle: null,
    metaDescription: null,
    updatedAt: null,
    createdAt: null,
    ...over,
  });
  it('flags titles and descriptions outside 30–60 and 120–160, missing excerpt or image', () => {
    expect(analyseArticle(a({}))).toEqual([]);
    expect(analyseArticle(a({ title: 'Curto' }))).toEqual([
      'Título curto (5/60): recomendado pelo menos 30 caracteres',
    ]);
    expect(analyseArticle(a({ title: 't'.repeat(61) }))[0]).toMatch(/^Título longo \(61\/60\)/);
    expect(analyseArticle(a({ excerpt: '' }))).toEqual(['Sem resumo']);
    expect(analyseArticle(a({ excerpt: 'd'.repeat(161) }))[0]).toMatch(/^Descrição longa/);
    expect(analyseArticle(a({ imageUrl: '' }))).toEqual(['Sem imagem']);
    // The SEO fields win over title and excerpt when set.
    expect(analyseArticle(a({ title: 'Curto', metaTitle: 'Um título SEO com tamanho adequado aqui' }))).toEqual([]);
  });
});

describe('SEO settings form', () => {
  const ok = { siteTitle: 'Pauta', siteDescription: '', siteKeywords: '', siteUrl: 'https://pauta.example/' };
  it('requires a title and a complete http(s) URL when one is given', () => {
    expect(validateSeoSettings(ok)).toEqual({});
    expect(validateSeoSettings({ ...ok, siteTitle: ' ' }).siteTitle).toBe('Informe o título do site');
    expect(validateSeoSettings({ ...ok, siteUrl: 'pauta.example' }).siteUrl).toMatch(/^Informe um endereço completo/);
    expect(validateSeoSettings({ ...ok, siteUrl: 'javascript:alert(1)' }).siteUrl).toBeDefined();
    expect(validateSeoSettings({ ...ok, siteDescription: 'x'.repeat(501) }).siteDescription).toBe(
      'Máximo de 500 caracteres',
    );
    expect(normalizeSeoSettings({ ...ok, siteTitle: ' Pauta ' })).toEqual({ ...ok, siteUrl: 'https://pauta.example' });
  });
});
