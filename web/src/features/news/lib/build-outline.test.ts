import { describe, expect, it } from 'vitest';
import { buildOutline } from './build-outline';

const item = {
  title: 'Ministério da Saúde amplia campanha de vacinação contra a dengue',
  url: 'https://www.cnnbrasil.com.br/2026/11/23/ministerio-da-saude-amplia-campanha',
  source: 'cnnbrasil.com.br',
  publishedAt: '2026-11-23T08:50:00.000Z',
};

describe('buildOutline', () => {
  it('keeps the headline as title and credits the source with a safe link', () => {
    const outline = buildOutline(item);
    expect(outline.title).toBe(item.title);
    expect(outline.excerpt).toBe(`Pauta a partir da reportagem “${item.title}”, publicada por cnnbrasil.com.br.`);
    expect(outline.content).toContain(
      `<a href="${item.url}" target="_blank" rel="noopener noreferrer">cnnbrasil.com.br</a>`,
    );
    expect(outline.credit).toMatch(
      /^Fonte: cnnbrasil\.com\.br, “Ministério da Saúde.*” \(publicada em \d{2}\/11\/2026 \d{2}:50\)\.$/,
    );
  });

  it('adds no figures: every number in the text comes from the headline or its date', () => {
    const outline = buildOutline({ ...item, title: 'Campanha de vacinação começa em escolas' });
    const visibleHtml = outline.content.replace(/<[^>]+>/g, ' ');
    const text = `${outline.excerpt} ${visibleHtml} ${outline.notice} ${outline.credit} ${outline.steps.map((s) => s.text).join(' ')}`;
    const withoutDate = text.replace(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/g, '');
    expect(withoutDate).not.toMatch(/\d/);
    expect(text).not.toMatch(/%/);
  });

  it('escapes markup from the provider in the HTML', () => {
    const outline = buildOutline({
      ...item,
      title: 'Título <img src=x onerror=alert(1)> & "aspas"',
      url: 'https://exemplo.com.br/a?b=1&c="2"',
    });
    expect(outline.content).not.toContain('<img');
    expect(outline.content).toContain('Título &lt;img src=x onerror=alert(1)&gt; &amp; &quot;aspas&quot;');
    expect(outline.content).toContain('href="https://exemplo.com.br/a?b=1&amp;c=&quot;2&quot;"');
  });

  it('omits the date when the provider gave none, and caps the excerpt at 500 characters', () => {
    const outline = buildOutline({ ...item, title: 'x'.repeat(600), publishedAt: null });
    expect(outline.credit).not.toContain('publicada em');
    expect(outline.excerpt).toHaveLength(500);
  });
});
