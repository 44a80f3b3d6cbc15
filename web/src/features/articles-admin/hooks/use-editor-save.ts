// 'Salvar Artigo': idle → pending → success | error. A save while saving is
// ignored; success shows the banner 3 s, toasts, invalidates the reader caches and goes to the list
// after 2 s; failure keeps every field.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { invalidateArticleQueries } from '../../../lib/query-client';
import {
  effectiveSlug,
  toStoredForm,
  validateForm,
  SLUG_TAKEN,
  type EditorForm,
  type FormErrors,
} from '../lib/article-form';
import type { ExistingArticle } from '../api/save-plan';
import { saveArticle, SlugTakenError } from '../api/article-repository';
import { errorCode, NotSignedInError } from '../api/commit-plan';
import { adminKeys } from '../queries';
import { notifyError, notifySuccess } from '../../../lib/notify';

export const FEEDBACK_MS = 3000;
export const REDIRECT_MS = 2000;

export type SaveStatus = 'idle' | 'pending' | 'success' | 'error';

interface Options {
  articleId: string;
  existing: ExistingArticle | null;
  author: { uid: string; name: string } | null;
  onSaved(form: EditorForm): void;
}

function saveErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'permission-denied') return 'Você não tem permissão para salvar este artigo.';
  if (code === 'unavailable') return 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
  return 'Ocorreu um erro inesperado. Tente novamente.';
}

export function useEditorSave({ articleId, existing, author, onSaved }: Options) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [banner, setBanner] = useState<'success' | 'error' | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [lastLatencyMs, setLastLatencyMs] = useState<number | null>(null);
  const busy = useRef(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const showBanner = (kind: 'success' | 'error') => {
    clearTimeout(bannerTimer.current);
    setBanner(kind);
    bannerTimer.current = setTimeout(() => setBanner(null), FEEDBACK_MS);
  };

  async function save(form: EditorForm) {
    if (busy.current || status === 'success') return;
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length) {
      notifyError('Erro', found.title ?? Object.values(found)[0]!);
      return;
    }
    if (!author) {
      notifyError('Erro', 'Você precisa estar logado para salvar um artigo');
      navigate('/admin');
      return;
    }
    busy.current = true;
    setStatus('pending');
    const slug = effectiveSlug(form);
    const saved: EditorForm = { ...form, title: form.title.trim(), slug };
    const started = performance.now();
    try {
      await saveArticle({ id: articleId, form: toStoredForm(saved), existing, author });
      setLastLatencyMs(Math.round(performance.now() - started));
      setStatus('success');
      showBanner('success');
      onSaved(saved);
      notifySuccess(existing ? 'Artigo atualizado com sucesso' : 'Artigo criado com sucesso', '');
      void invalidateArticleQueries(queryClient);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setTimeout(() => navigate('/admin/articles'), REDIRECT_MS);
    } catch (error) {
      console.error('Falha ao salvar o artigo', error);
      setStatus('error');
      if (error instanceof SlugTakenError) {
        setErrors({ slug: SLUG_TAKEN });
        notifyError('Erro', SLUG_TAKEN);
        showBanner('error');
      } else if (error instanceof NotSignedInError) {
        notifyError('Erro', error.message);
        navigate('/admin');
      } else {
        showBanner('error');
        notifyError('Erro', saveErrorMessage(error));
      }
    } finally {
      busy.current = false;
    }
  }

  return { save, status, banner, errors, setErrors, lastLatencyMs };
}
