import { Spinner } from '../ui';
import './route-loading.css';

/** Shown while a lazy account/admin route loads on the first visit (CSS only: it is in the shell). */
export function RouteLoading() {
  return (
    <div className="route-loading">
      <Spinner label="Carregando" />
    </div>
  );
}
