import { Badge } from '@mantine/core';
import { ROLE_COLORS, ROLE_LABELS, type Role } from '@pauta/model';

/** The role in its colour (admin red, editor blue, user gray); text darkened for contrast (WCAG AA). */
export function RoleBadge({ role }: { role: Role }) {
  const color = ROLE_COLORS[role];
  return (
    <Badge color={color} variant="light" tt="none" styles={{ label: { color: `var(--mantine-color-${color}-9)` } }}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
