// An external image's name comes from its address; a malformed escape in it must never fail the import.
import { describe, expect, it } from 'vitest';
import { remoteFileName } from '../../src/images/file-names';

const CASES: [address: string, name: string][] = [
  ['https://exemplo.com.br/fotos/Ministra%20da%20Educa%C3%A7%C3%A3o.jpg', 'Ministra da Educação.jpg'],
  ['https://exemplo.com.br/fotos/%E0%A4%A.jpg', '%E0%A4%A.jpg'],
  ['https://exemplo.com.br/fotos/100%.png?w=800', '100%.png'],
  ['https://exemplo.com.br/fotos/', 'imagem'],
  ['https://exemplo.com.br', 'imagem'],
];

describe('remoteFileName', () => {
  it.each(CASES)('%s → %j', (address, name) => {
    expect(remoteFileName(address)).toBe(name);
  });
});
