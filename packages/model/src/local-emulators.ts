// How a local stack tells the web app where its emulators listen: a tag in the page it serves,
// `<meta name="pauta-emulators" content="firestore=18080,auth=19099,storage=19199,functions=15001">`,
// written by the stack into its copy of the site (scripts/lib/builds.mjs). One build of the site
// then serves `npm start` and every stack of `npm test`, whatever their ports.

export const EMULATOR_PORTS_META = 'pauta-emulators';

export const EMULATOR_PORT_NAMES = ['firestore', 'auth', 'storage', 'functions'] as const;
export type EmulatorPortName = (typeof EMULATOR_PORT_NAMES)[number];
export type EmulatorPorts = Record<EmulatorPortName, number>;

export function formatEmulatorPorts(ports: EmulatorPorts): string {
  return EMULATOR_PORT_NAMES.map((name) => `${name}=${ports[name]}`).join(',');
}

/** The ports a tag names; a name it does not know or a value that is not a port is ignored. */
export function parseEmulatorPorts(content: string): Partial<EmulatorPorts> {
  const ports: Partial<EmulatorPorts> = {};
  for (const pair of content.split(',')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    const port = Number(value);
    if ((EMULATOR_PORT_NAMES as readonly string[]).includes(name) && Number.isInteger(port) && port > 0 && port < 65536)
      ports[name as EmulatorPortName] = port;
  }
  return ports;
}
