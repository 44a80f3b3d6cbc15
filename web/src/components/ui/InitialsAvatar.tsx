import './initials-avatar.css';
import { initials } from '@pauta/model';

/** Up to two initials of `name` in a circle (decorative: the name is always written next to it). */
export function InitialsAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span className="pauta-initials" data-size={size} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
