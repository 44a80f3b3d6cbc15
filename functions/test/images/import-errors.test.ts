// What importExternalImage tells the browser when it fails: a timeout and an unexpected failure use
// codes the browser's SDK also produces on its own (deadline-exceeded, unavailable), so they name
// their reason in the error's details; the browser picks the text by that reason, never by the message.
import { describe, expect, it } from 'vitest';
import { IMAGE_IMPORT_FAILURES } from '@pauta/model';
import { FetchRefused } from '../../src/images/guarded-fetch';
import { importError } from '../../src/images/import-external-image';
import { ImageRejected } from '../../src/images/process-image';

describe('importError', () => {
  it('a download past its deadline: deadline-exceeded with the reason timeout', () => {
    const error = importError(new FetchRefused('timeout'));
    expect(error.code).toBe('deadline-exceeded');
    expect(error.message).toBe('Tempo esgotado ao tentar carregar a imagem');
    expect(error.details).toEqual({ reason: 'timeout' });
  });

  it('anything unexpected (storing failed): unavailable with the reason failed', () => {
    const error = importError(new Error('bucket unreachable'));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(IMAGE_IMPORT_FAILURES.failed);
    expect(error.message).toBe('Erro ao processar imagem externa');
    expect(error.details).toEqual({ reason: 'failed' });
  });

  it('refusals with codes of their own say why in their message and need no reason', () => {
    const refused = importError(new FetchRefused('forbidden-address'));
    expect(refused.code).toBe('permission-denied');
    expect(refused.message).toBe('Este endereço não pode ser usado para importar imagens');
    expect(refused.details).toBeUndefined();
    const notImage = importError(new ImageRejected('corrupt'));
    expect(notImage.code).toBe('invalid-argument');
    expect(notImage.message).toBe('A resposta do servidor não é uma imagem válida');
  });
});
