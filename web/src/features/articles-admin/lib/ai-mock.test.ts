import { describe, expect, it } from 'vitest';
import { buildDraftTemplate } from './ai-mock';

describe('Gerar com IA template', () => {
  it.each(['Inteligência Artificial na saúde', 'Criptomoedas em 2026', 'Tecnologia 5G', 'Feira do livro'])(
    'never states figures for "%s": every paragraph is a bracketed instruction',
    (topic) => {
      const { content, excerpt } = buildDraftTemplate(topic);
      const paragraphs = [...content.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!);
      expect(paragraphs.length).toBeGreaterThan(2);
      for (const p of paragraphs) expect(p).toMatch(/^\[.*\]$/);
      const text = content.replace(/<[^>]+>/g, ' ');
      const withoutTopic = text.split(topic.replace(/[<>&"]/g, '')).join('');
      expect(withoutTopic).not.toMatch(/\d/);
      expect(excerpt).toMatch(/^\[.*\]$/);
    },
  );

  it('picks a template by topic keyword', () => {
    expect(buildDraftTemplate('criptomoedas').content).toContain('regulação');
    expect(buildDraftTemplate('inteligência artificial').content).toContain('Riscos e limites');
  });
});
