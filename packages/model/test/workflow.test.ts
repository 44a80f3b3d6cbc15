import { describe, expect, it } from 'vitest';
import {
  isNewsroom,
  isStaff,
  restoredStatus,
  reviewActionsFor,
  reviewStateOf,
  ROLES,
  sourceKey,
  type ReviewState,
} from '../src/index.js';

describe('roles', () => {
  it('staff is editor or admin; the newsroom adds contributors', () => {
    expect(ROLES.filter(isStaff)).toEqual(['admin', 'editor']);
    expect(ROLES.filter(isNewsroom)).toEqual(['admin', 'editor', 'contributor']);
  });
});

describe('review', () => {
  const editor = { uid: 'ed', role: 'editor' } as const;
  const contributor = { uid: 'caio', role: 'contributor' } as const;
  const at = (state: ReviewState, requestedBy: string | null = 'caio') => ({ state, requestedBy });

  it('an article never reviewed is none', () => {
    expect(reviewStateOf({})).toBe('none');
    expect(reviewStateOf({ review: null })).toBe('none');
    expect(reviewStateOf({ review: { state: 'pendente' } })).toBe('none');
    expect(reviewStateOf({ review: { state: 'approved' } })).toBe('approved');
  });

  it('whoever may edit asks for review, again once it was decided, not while it is under way', () => {
    for (const state of ['none', 'approved', 'changes'] as const) {
      expect(reviewActionsFor(contributor, at(state, null))).toEqual(['request']);
      expect(reviewActionsFor(editor, at(state, null))).toEqual(['request']);
    }
    expect(reviewActionsFor(contributor, at('requested'))).toEqual([]);
  });

  it('editors and admins decide a review under way, never one they asked for', () => {
    expect(reviewActionsFor(editor, at('requested'))).toEqual(['approve', 'changes']);
    expect(reviewActionsFor({ uid: 'ada', role: 'admin' }, at('requested'))).toEqual(['approve', 'changes']);
    expect(reviewActionsFor(editor, at('requested', 'ed'))).toEqual([]);
    expect(reviewActionsFor({ uid: 'u', role: 'user' }, at('requested'))).toEqual([]);
  });
});

describe('pautas', () => {
  it('the same story under different links has one source key', () => {
    const key = sourceKey('https://g1.globo.com/tecnologia/noticia/anatel-5g.ghtml');
    for (const url of [
      'https://www.g1.globo.com/tecnologia/noticia/anatel-5g.ghtml',
      'https://G1.GLOBO.COM/tecnologia/noticia/anatel-5g.ghtml#comentarios',
      'https://g1.globo.com/tecnologia/noticia/anatel-5g.ghtml?utm_source=twitter&utm_medium=social',
      'http://g1.globo.com/tecnologia/noticia/anatel-5g.ghtml/',
    ])
      expect(sourceKey(url), url).toBe(key);
  });

  it('different stories (another path or another real parameter) keep apart', () => {
    const key = sourceKey('https://exemplo.com.br/noticia?id=1');
    expect(sourceKey('https://exemplo.com.br/noticia?id=2')).not.toBe(key);
    expect(sourceKey('https://exemplo.com.br/outra?id=1')).not.toBe(key);
    expect(sourceKey('https://exemplo.com.br/noticia?id=1&utm_campaign=x')).toBe(key);
  });

  it('undoing a discard goes back to new, or to in production when it became an article', () => {
    expect(restoredStatus({ articleId: null })).toBe('new');
    expect(restoredStatus({ articleId: 'a1' })).toBe('in-production');
  });
});
