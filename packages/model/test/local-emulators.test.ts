import { describe, expect, it } from 'vitest';
import { formatEmulatorPorts, parseEmulatorPorts } from '../src/local-emulators.js';

describe('the emulator ports a local stack writes into its page', () => {
  it('reads back what it wrote', () => {
    const ports = { firestore: 18150, auth: 19169, storage: 19269, functions: 15071 };
    expect(formatEmulatorPorts(ports)).toBe('firestore=18150,auth=19169,storage=19269,functions=15071');
    expect(parseEmulatorPorts(formatEmulatorPorts(ports))).toEqual(ports);
  });

  it('ignores unknown names and values that are not ports', () => {
    expect(parseEmulatorPorts(' firestore = 8080 ,hub=4400,auth=abc,storage=70000,functions=0')).toEqual({
      firestore: 8080,
    });
    expect(parseEmulatorPorts('')).toEqual({});
  });
});
