// The demo accounts (email/password on the Auth emulator). Passwords are for local use only.
export const ACCOUNTS = [
  {
    key: 'admin',
    uid: 'seed-admin',
    email: 'admin@pauta.dev',
    password: 'pauta-admin-123',
    role: 'admin',
    name: 'Carla Mendes',
  },
  {
    key: 'editor',
    uid: 'seed-editor',
    email: 'editor@pauta.dev',
    password: 'pauta-editor-123',
    role: 'editor',
    name: 'Rafael Souza',
  },
  {
    key: 'leitor',
    uid: 'seed-leitor',
    email: 'leitor@pauta.dev',
    password: 'pauta-leitor-123',
    role: 'user',
    name: 'Lucas Almeida',
  },
];
