import { describe, expect, it } from 'vitest';
import { answerForSession, editSessionId } from './edit-session';

describe('editSessionId', () => {
  it('keeps one id per article within a page, even while this page answers for it', async () => {
    const first = await editSessionId('artigo-a');
    const stop = answerForSession(first);
    try {
      // The editor's data is read again (after a save) while its own editor answers for the id.
      expect(await editSessionId('artigo-a')).toBe(first);
    } finally {
      stop();
    }
    expect(sessionStorage.getItem('pauta-edit-session:artigo-a')).toBe(first);
  });

  it('gives another article its own id', async () => {
    expect(await editSessionId('artigo-b')).not.toBe(await editSessionId('artigo-c'));
  });
});
