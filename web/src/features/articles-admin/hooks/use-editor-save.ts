// 'Salvar Artigo': idle → pending → success | error | conflict | offline. Saves are serialized (a
// save while one is in flight is ignored), and each is a versioned write based on the version the
// form was loaded from, so a person never conflicts with themselves and a colleague's save in
// between is never overwritten:
// - 'Publicado' on an unpublished article: the save leaves it unpublished, then the publish step
//   (publishArticle) makes that very version public; if that call fails the text is saved and the
//   editor says so (saving again publishes);
// - success shows the banner 3 s, toasts, invalidates the reader caches and goes to the list after 2 s;
// - conflict (a colleague saved first): the text stays on screen and is kept as a 'conflict' revision;
// - offline (network lost mid-save): the text stays on screen and in the browser snapshot, and the
//   save is tried again when the browser is back online;
// - any other failure keeps every field;
// - on a published article the save carries what the story change is (storyChange): a note
//   ('Adicionar nota', its text required) and whether 'Atualizado em' moves.
// A save whose outcome is unknown (its reply was lost) is settled before the next one: if it landed,
// the next save is based on the version it wrote.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { invalidateArticleQueries } from '../../../lib/query-client';
import {
  effectiveSlug,
  sameForm,
  toStoredForm,
  validateForm,
  SLUG_TAKEN,
  NOTE_TEXT_REQUIRED,
  type EditorForm,
  type FormErrors,
} from '../lib/article-form';
import { savedPublication, type ExistingArticle, type NoteInput, type ReviewTransition } from '../api/save-plan';
import { publishErrorMessage, publishNow } from '../api/publish-now';
import { parseBrasiliaDateTime } from '@pauta/model';
import { scheduledMessage } from '../lib/schedule-display';
import {
  newRevisionId,
  PautaTakenError,
  saveArticle,
  saveLanded,
  saveRevisionCopy,
  SlugTakenError,
} from '../api/article-repository';
import { REVIEW_TOASTS } from '../lib/review-texts';
import { VersionConflictError } from '../api/article-writes';
import { NotSignedInError } from '../api/commit-plan';
import { errorCode, serviceErrorMessage, type ServiceAction } from '../../../lib/service-error';
import { adminKeys } from '../queries';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { isOnline } from './use-online';

export const FEEDBACK_MS = 3000;
export const REDIRECT_MS = 2000;

export type SaveStatus = 'idle' | 'pending' | 'success' | 'error' | 'conflict' | 'offline';

/** A refused save: who saved in between, and the text that could not be saved. */
export interface SaveConflict {
  savedByName: string;
  storedVersion: number;
  form: EditorForm;
}

interface Options {
  articleId: string;
  existing: Omit<ExistingArticle, 'baseVersion'> | null;
  author: { uid: string; name: string } | null;
  onSaved(form: EditorForm, version: number): void;
  /** An earlier attempt turned out to have landed: the form is now based on `version`. */
  onVersion(version: number): void;
  /** The form and its base version as they are now (what a save retried after a reconnection sends). */
  current(): { form: EditorForm; baseVersion: number };
  /** The pauta a new article is made from (its first save links it). */
  generatedPostId?: string;
  /** The pauta became another article meanwhile: the next save goes without the link. */
  onPautaTaken?(): void;
  /** What this save says about the published story: its note, and whether it changed materially. */
  storyChange?(form: EditorForm): StoryChange;
}

export interface StoryChange {
  note: NoteInput | null;
  materialChange: boolean;
}

/** An attempt whose reply never came: it may or may not have been written. */
interface Uncertain {
  form: EditorForm;
  baseVersion: number;
  revisionId: string;
}

/** The toast of a successful save. */
function savedMessage(form: EditorForm, created: boolean): string {
  const at = form.status === 'scheduled' ? parseBrasiliaDateTime(form.publishAt) : null;
  if (at !== null) return scheduledMessage(at);
  return created ? 'Artigo criado com sucesso' : 'Artigo atualizado com sucesso';
}

/** A failed save: what the service said (or 'Houve um erro ao {action}'), else the app's own failure. */
function saveErrorMessage(error: unknown, action: ServiceAction): string {
  const code = errorCode(error);
  if (code === 'permission-denied') return 'Você não tem permissão para salvar este artigo.';
  if (code === 'unavailable') return 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
  return code ? serviceErrorMessage(error, action) : 'Ocorreu um erro inesperado. Tente novamente.';
}

export function useEditorSave({
  articleId,
  existing,
  author,
  onSaved,
  onVersion,
  current,
  generatedPostId,
  onPautaTaken,
  storyChange,
}: Options) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [banner, setBanner] = useState<'success' | 'error' | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [lastLatencyMs, setLastLatencyMs] = useState<number | null>(null);
  const busy = useRef(false);
  // What this screen has written since it loaded the article (a new article exists after its first save).
  const written = useRef<Omit<ExistingArticle, 'baseVersion'> | null>(null);
  const uncertain = useRef<Uncertain | null>(null);
  const retryWhenOnline = useRef<(() => void) | null>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const onOnline = () => {
      const retry = retryWhenOnline.current;
      retryWhenOnline.current = null;
      retry?.();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      clearTimeout(bannerTimer.current);
    };
  }, []);

  const showBanner = (kind: 'success' | 'error') => {
    clearTimeout(bannerTimer.current);
    setBanner(kind);
    bannerTimer.current = setTimeout(() => setBanner(null), FEEDBACK_MS);
  };

  /** Settles an attempt whose reply was lost; returns the version the next save is based on. */
  async function settle(baseVersion: number): Promise<{ baseVersion: number; revisionId: string | null }> {
    const pending = uncertain.current;
    if (!pending) return { baseVersion, revisionId: null };
    if (await saveLanded(articleId, pending.revisionId)) {
      uncertain.current = null;
      onVersion(pending.baseVersion + 1);
      return { baseVersion: pending.baseVersion + 1, revisionId: null };
    }
    // It never landed: the new attempt takes its place (same revision id).
    uncertain.current = null;
    return { baseVersion: pending.baseVersion, revisionId: pending.revisionId };
  }

  /** 'Salvar Artigo', or a review transition saved with the text ('Enviar para revisão', ...). */
  async function save(form: EditorForm, loadedVersion: number, review?: ReviewTransition) {
    if (busy.current || status === 'success') return;
    const change = storyChange?.(form) ?? null;
    const found = validateForm(form);
    if (change?.note && !change.note.text.trim()) found.note = NOTE_TEXT_REQUIRED;
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
    retryWhenOnline.current = null;
    setStatus('pending');
    const slug = effectiveSlug(form);
    const saved: EditorForm = { ...form, title: form.title.trim(), slug };
    const started = performance.now();
    let attempt: Uncertain | null = null;
    const stored = written.current ?? existing;
    try {
      const settled = await settle(loadedVersion);
      attempt = {
        form: saved,
        baseVersion: settled.baseVersion,
        revisionId: settled.revisionId ?? newRevisionId(articleId),
      };
      const storedForm = toStoredForm(saved);
      let version = await saveArticle({
        id: articleId,
        form: storedForm,
        existing: stored && { ...stored, baseVersion: attempt.baseVersion },
        author,
        revisionId: attempt.revisionId,
        review,
        generatedPostId,
        ...(change && { note: change.note ?? undefined, materialChange: change.materialChange }),
      });
      const publication = savedPublication(storedForm, stored);
      const noted = Boolean(change?.note) && stored?.status === 'published';
      written.current = {
        slug,
        authorId: stored?.authorId ?? author.uid,
        status: publication.status,
        scheduledFor:
          publication.scheduledFor === 'keep'
            ? (stored?.scheduledFor ?? null)
            : (publication.scheduledFor?.getTime() ?? null),
        noteCount: (stored?.noteCount ?? 0) + (noted ? 1 : 0),
      };
      if (publication.publishAfter) {
        try {
          version = (await publishNow(articleId, version)).version;
          written.current = { ...written.current, status: 'published', scheduledFor: null };
        } catch (error) {
          console.error('Falha ao publicar o artigo', error);
          // The text is saved (the form now stands on that version); saving again publishes.
          onVersion(version);
          setStatus('error');
          notifyError('Artigo salvo, mas não publicado', publishErrorMessage(error));
          void queryClient.invalidateQueries({ queryKey: adminKeys.all });
          return;
        }
      }
      setLastLatencyMs(Math.round(performance.now() - started));
      setStatus('success');
      setConflict(null);
      showBanner('success');
      onSaved(saved, version);
      notifySuccess(review ? REVIEW_TOASTS[review.action] : savedMessage(saved, !stored), '');
      void invalidateArticleQueries(queryClient);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setTimeout(() => navigate('/admin/articles'), REDIRECT_MS);
    } catch (error) {
      console.error('Falha ao salvar o artigo', error);
      if (error instanceof VersionConflictError) {
        setStatus('conflict');
        const name = error.savedByName ?? 'outra pessoa';
        setConflict({ savedByName: name, storedVersion: error.storedVersion, form: saved });
        await keepConflictCopy(saved, attempt?.baseVersion ?? loadedVersion);
      } else if (error instanceof SlugTakenError) {
        setStatus('error');
        setErrors({ slug: SLUG_TAKEN });
        notifyError('Erro', SLUG_TAKEN);
        showBanner('error');
      } else if (error instanceof PautaTakenError) {
        setStatus('error');
        onPautaTaken?.();
        notifyError('Erro', `${error.message} Salve de novo para criar este artigo sem vínculo com a pauta.`);
        showBanner('error');
      } else if (error instanceof NotSignedInError) {
        setStatus('error');
        notifyError('Erro', error.message);
        navigate('/admin');
      } else {
        // A network failure leaves the outcome unknown (the batch may have landed): settled before the next save.
        if (attempt) uncertain.current = attempt;
        if (!isOnline()) {
          // The text stays here and in the browser snapshot; the save runs again once back online.
          setStatus('offline');
          retryWhenOnline.current = () => {
            const now = current();
            void save(now.form, now.baseVersion, review);
          };
        } else {
          setStatus('error');
          showBanner('error');
          notifyError('Erro', saveErrorMessage(error, stored ? 'atualizar artigo' : 'adicionar artigo'));
        }
      }
    } finally {
      busy.current = false;
    }
  }

  async function keepConflictCopy(form: EditorForm, baseVersion: number) {
    if (!author) return;
    // Not twice for the same text (a second click on 'Salvar Artigo' before reloading).
    if (conflict && sameForm(conflict.form, form)) return;
    try {
      await saveRevisionCopy({ id: articleId, form: toStoredForm(form), author, baseVersion, kind: 'conflict' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.revisions(articleId) });
    } catch (error) {
      // The text is still on screen and in the browser snapshot.
      console.error('Falha ao guardar a cópia do conflito', error);
    }
  }

  /** The conflict is settled (the saved version was reloaded): back to an ordinary editor. */
  function clearConflict() {
    setConflict(null);
    setStatus('idle');
  }

  return { save, status, banner, errors, setErrors, conflict, clearConflict, lastLatencyMs };
}
