// Around every group of lazy routes: a fallback while a page's chunk loads on the first visit, and
// the failure screen when it cannot load (e.g. a chunk gone after a deploy). The failure clears on
// the next navigation; pages are not remounted by navigations within them (?q=, ?pagina=).
import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteFailure } from './RouteFailure';

interface FailureProps {
  resetKey: string;
  children: ReactNode;
}

class FailureBoundary extends Component<FailureProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: FailureProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <RouteFailure /> : this.props.children;
  }
}

export function RouteBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <FailureBoundary resetKey={key}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}
