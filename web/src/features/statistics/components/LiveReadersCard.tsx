// 'Lendo agora': readers whose latest view is in the last five minutes, read again every 15 s.
import { useQuery } from '@tanstack/react-query';
import { LIVE_WINDOW_MINUTES } from '@pauta/model';
import { liveReadersOptions } from '../queries';
import { StatCard } from './StatCard';

export function LiveReadersCard() {
  const live = useQuery(liveReadersOptions());
  const at = live.data ? new Date(live.data.at).toLocaleTimeString('pt-BR') : null;
  return (
    <StatCard
      label="Lendo agora"
      value={live.isError ? 0 : live.data?.readers}
      hint={
        live.isError
          ? 'Não foi possível atualizar'
          : `Últimos ${LIVE_WINDOW_MINUTES} minutos${at ? ` · atualizado às ${at}` : ''}`
      }
    />
  );
}
