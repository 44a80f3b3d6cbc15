// The Função column: a selector with the role's badge where the viewer may change it; otherwise
// the role with 'Você' (own row) or 'Sem permissão'.
import { Badge, Group, NativeSelect, Text } from '@mantine/core';
import { ROLES, ROLE_LABELS, isRole, type Role } from '@pauta/model';
import type { RoleCellMode } from '../lib/role-access';
import { RoleBadge } from './RoleBadge';

interface Props {
  mode: RoleCellMode;
  role: Role | null;
  who: string;
  busy: boolean;
  onChange(role: Role): void;
}

const OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export function RoleCell({ mode, role, who, busy, onChange }: Props) {
  if (mode === 'editable') {
    return (
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={`Função de ${who}`}
          data={role ? OPTIONS : [{ value: '', label: '—' }, ...OPTIONS]}
          value={role ?? ''}
          disabled={busy}
          size="xs"
          w={150}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (isRole(next) && next !== role) onChange(next);
          }}
        />
        {role && <RoleBadge role={role} />}
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {role ? <RoleBadge role={role} /> : <Text size="sm">—</Text>}
      <Badge color="gray" variant="outline" tt="none" styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}>
        {mode === 'self' ? 'Você' : 'Sem permissão'}
      </Badge>
    </Group>
  );
}
