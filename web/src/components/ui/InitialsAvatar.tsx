import { initials } from '../../lib/article-shape';
import './initials-avatar.css';

/** Up to two initials of `name` in a circle (decorative: the name is always written next to it). */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <span className="pauta-initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
}
