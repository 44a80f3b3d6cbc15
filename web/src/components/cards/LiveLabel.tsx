// The red 'AO VIVO' label of a live article (its page's header and its live section, its card).
// The page's script removes the page's labels when the coverage ends (data-live-label).
import { LIVE_LABEL } from '@pauta/model';
import './live-label.css';

export function LiveLabel() {
  return (
    <span className="live-label" data-live-label="">
      {LIVE_LABEL}
    </span>
  );
}
