// 'Salvar como pauta' on the generated outline: stores it in generatedPosts (Posts Gerados). A
// source that already has a pauta is saved anyway and both are flagged there; the toast says so.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../auth';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { hasPautaFor, savePauta } from '../api/pautas';
import type { NewsOutline } from '../lib/build-outline';
import { pautaKeys } from '../queries';

export type SavePautaState = 'idle' | 'saving' | 'saved';

export function useSavePauta(outline: NewsOutline) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SavePautaState>('idle');

  async function save() {
    const user = session.user;
    if (!user || state !== 'idle') return;
    setState('saving');
    try {
      const duplicate = await hasPautaFor(outline.item.url);
      await savePauta(outline, { uid: user.id, name: user.name });
      setState('saved');
      if (duplicate)
        notifyWarning('Pauta salva', 'Esta notícia já tinha uma pauta: as duas aparecem marcadas em Posts Gerados.');
      else notifySuccess('Pauta salva', 'A pauta está em Posts Gerados.');
      void queryClient.invalidateQueries({ queryKey: pautaKeys.all });
    } catch (error) {
      console.error('Falha ao salvar a pauta', error);
      setState('idle');
      notifyError('Erro', 'Não foi possível salvar a pauta. Tente novamente.');
    }
  }

  return { state, save };
}
