// The demo accounts (email/password on the Auth emulator). Passwords are for local use only.
import { ROLE } from '@pauta/model';

export const ACCOUNTS = [
  {
    key: 'admin',
    uid: 'seed-admin',
    email: 'admin@pauta.dev',
    password: 'pauta-admin-123',
    role: ROLE.admin,
    name: 'Carla Mendes',
  },
  {
    key: 'editor',
    uid: 'seed-editor',
    email: 'editor@pauta.dev',
    password: 'pauta-editor-123',
    role: ROLE.editor,
    name: 'Rafael Souza',
  },
  {
    key: 'colaborador',
    uid: 'seed-colaborador',
    email: 'colaborador@pauta.dev',
    password: 'pauta-colaborador-123',
    role: ROLE.contributor,
    name: 'Bianca Ferreira',
  },
  {
    key: 'leitor',
    uid: 'seed-leitor',
    email: 'leitor@pauta.dev',
    password: 'pauta-leitor-123',
    role: ROLE.user,
    name: 'Lucas Almeida',
  },
];
