// What a person does to a pauta in Posts Gerados: assign it ('Responsável'), discard it (with
// 'Desfazer') and restore it. Each is a versioned write: a change based on a copy someone else
// changed meanwhile is refused and the list is read again.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoredStatus } from '@pauta/model';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { changePauta, PautaChangedError, type Assignee, type Pauta, type PautaChange } from '../api/pautas';
import { pautaKeys } from '../queries';

/** The discard 'Desfazer' can still undo: the pauta as discarded (its new version). */
export interface UndoableDiscard {
  pauta: Pauta;
  version: number;
}

export function usePautaActions() {
  const queryClient = useQueryClient();
  const [lastDiscard, setLastDiscard] = useState<UndoableDiscard | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pautaKeys.all });
  const failed = (error: unknown) => {
    console.error('Falha ao alterar a pauta', error);
    notifyError(
      'Erro',
      error instanceof PautaChangedError ? error.message : 'Não foi possível alterar a pauta. Tente novamente.',
    );
    void refresh();
  };
  const change = useMutation({
    mutationFn: ({ pauta, change }: { pauta: Pick<Pauta, 'id' | 'version'>; change: PautaChange }) =>
      changePauta(pauta, change),
    onError: failed,
  });

  return {
    pendingId: change.isPending ? change.variables?.pauta.id : undefined,
    lastDiscard,
    assign(pauta: Pauta, person: Assignee | null) {
      change.mutate(
        { pauta, change: { assigneeId: person?.uid ?? null, assigneeName: person?.name ?? '' } },
        {
          onSuccess: () => {
            notifySuccess(
              'Responsável atualizado',
              person ? `${person.name} cuida desta pauta.` : 'A pauta está sem responsável.',
            );
            void refresh();
          },
        },
      );
    },
    discard(pauta: Pauta) {
      change.mutate(
        { pauta, change: { status: 'discarded' } },
        {
          onSuccess: (version) => {
            setLastDiscard({ pauta, version });
            void refresh();
          },
        },
      );
    },
    /** 'Desfazer' after a discard, and 'Restaurar' in Descartadas: back to new, or in production. */
    restore(pauta: Pick<Pauta, 'id' | 'version' | 'articleId' | 'headline'>) {
      change.mutate(
        { pauta, change: { status: restoredStatus(pauta) } },
        {
          onSuccess: () => {
            setLastDiscard(null);
            notifySuccess('Pauta restaurada', `“${pauta.headline}” voltou para a lista.`);
            void refresh();
          },
        },
      );
    },
    dismissUndo: () => setLastDiscard(null),
  };
}
