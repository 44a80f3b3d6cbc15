import { ActionButton } from './ActionButton';
import { Spinner } from './Spinner';

/** 'Carregar mais artigos' under a list: disabled, with a spinner, while the next page loads. */
export function LoadMoreButton({
  loading,
  onClick,
  label = 'Carregar mais artigos',
}: {
  loading: boolean;
  onClick: () => void;
  label?: string;
}) {
  return (
    <div className="pauta-load-more">
      {/* The marker a rendered page's own button shares: its click is passed on to this one. */}
      <ActionButton
        variant="outline"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading || undefined}
        data-pauta-app="carregar-mais"
      >
        {loading && <Spinner size="sm" />}
        {label}
      </ActionButton>
    </div>
  );
}
