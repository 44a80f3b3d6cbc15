import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import {
  ACCOUNT_SLOT_MEDIA,
  SESSION_HINT_KEY,
  SESSION_HINT_SCRIPT,
  applySessionHint,
  hintsSignedIn,
  writeSessionHint,
} from './session-hint';

const classes = () => [...document.documentElement.classList].sort();
/** Runs the <head> script as a page would, on a screen that does or does not show the account slot. */
function runHeadScript(wide: boolean) {
  const media = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ matches: wide && query === ACCOUNT_SLOT_MEDIA }) as MediaQueryList);
  const read = vi.spyOn(Storage.prototype, 'getItem');
  new Function(SESSION_HINT_SCRIPT)();
  const reads = read.mock.calls.length;
  media.mockRestore();
  read.mockRestore();
  return reads;
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('session hint', () => {
  it("uses the header's breakpoint: the account slot is visible from Mantine's md", () => {
    expect(ACCOUNT_SLOT_MEDIA).toBe(`(min-width: ${DEFAULT_THEME.breakpoints.md})`);
  });

  it('on a wide screen the <head> script shows the hint before the first paint', () => {
    localStorage.setItem(SESSION_HINT_KEY, 'redacao');
    expect(runHeadScript(true)).toBe(1);
    expect(classes()).toEqual(['pauta-signed-in', 'pauta-staff']);
  });

  it('on a phone the <head> script reads no storage; the page script applies the hint later', () => {
    localStorage.setItem(SESSION_HINT_KEY, 'leitor');
    expect(runHeadScript(false)).toBe(0);
    expect(hintsSignedIn()).toBe(false);
    applySessionHint();
    expect(classes()).toEqual(['pauta-signed-in']);
  });

  it('no hint, or a signed-out session, leaves no class', () => {
    applySessionHint();
    expect(classes()).toEqual([]);
    writeSessionHint('redacao');
    writeSessionHint(null);
    applySessionHint();
    expect(classes()).toEqual([]);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});
