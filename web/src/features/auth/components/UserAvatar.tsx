import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/session-user';

/** The provider photo, or up to two initials when there is none (or it fails to load). */
export function UserAvatar({
  name,
  src,
  ...props
}: { name: string; src: string | null } & Omit<AvatarProps, 'src' | 'alt'>) {
  return (
    <Avatar src={src} alt={name} color="pauta" radius="xl" {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
