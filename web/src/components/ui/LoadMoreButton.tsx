import { ActionButton } from './ActionButton';
import { Spinner } from './Spinner';

/** 'Carregar mais artigos' under a list: disabled, with a spinner, while the next page loads. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="pauta-load-more">
      <ActionButton variant="outline" onClick={onClick} disabled={loading} aria-busy={loading || undefined}>
        {loading && <Spinner size="sm" />}
        Carregar mais artigos
      </ActionButton>
    </div>
  );
}
