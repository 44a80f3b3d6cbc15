// The editor screen's state and actions: the form and the baseline it is compared with (dirty), the
// article version the form is based on, the recovery offer of this person's unsaved copy, the
// browser snapshot and server autosave, the edit lease, the unsaved-changes guard, 'Salvar Artigo'
// and its conflict handling. The page only lays the fields out.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  articleVersion,
  isStaff,
  reviewActionsFor,
  reviewStateOf,
  type ArticleFormFields,
  type ArticlePrefillState,
  type ReviewAction,
} from '@pauta/model';
import { useSession } from '../../auth';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  changesStory,
  emptyForm,
  formFromArticle,
  fromStoredForm,
  sameForm,
  toStoredForm,
  type EditorForm,
} from '../lib/article-form';
import { clearSnapshot, writeSnapshot } from '../lib/local-snapshot';
import { loadArticle, saveRevisionCopy } from '../api/article-repository';
import type { RecoveryOffer } from '../components/RecoveryBanner';
import type { EditorSource } from './use-editor-source';
import { useEditorSave } from './use-editor-save';
import type { NoteInput } from '../api/save-plan';
import { useAutosave } from './use-autosave';
import { useUnsavedGuard } from './use-unsaved-guard';
import { useEditLease } from './use-edit-lease';
import { useOnline } from './use-online';

/** An unsaved copy offered on opening, with the version its text was based on. */
export type RecoveryCopy = RecoveryOffer & { form: EditorForm; baseVersion: number };

function initialForm(source: EditorSource, prefill: Partial<ArticlePrefillState['prefill']> | undefined): EditorForm {
  if (source.article) return formFromArticle(source.article.doc, source.article.content);
  return {
    ...emptyForm(),
    title: prefill?.title ?? '',
    excerpt: prefill?.excerpt ?? '',
    content: prefill?.content ?? '',
  };
}

const storedVersionOf = (source: EditorSource) => (source.article ? articleVersion(source.article.doc) : 0);

/**
 * The newest unsaved copy (browser snapshot or this person's server draft) that is newer than the
 * saved version and differs from it. Restoring it also restores the version it was based on, so if
 * a colleague saved in between, saving it shows the conflict instead of overwriting their work.
 */
function findOffer(source: EditorSource, loaded: EditorForm): RecoveryCopy | null {
  const articleTime = source.article?.doc.updatedAt?.toDate?.().getTime() ?? 0;
  const stored = storedVersionOf(source);
  const candidates: RecoveryCopy[] = [];
  const { snapshot, draft } = source;
  if (snapshot && !sameForm(snapshot.form, loaded) && snapshot.savedAt > articleTime) {
    candidates.push({
      source: 'local',
      savedAt: new Date(snapshot.savedAt),
      form: snapshot.form,
      baseVersion: snapshot.baseVersion ?? stored,
    });
  }
  const draftTime = draft?.updatedAt?.getTime() ?? 0;
  if (draft && draftTime > articleTime) {
    const form = fromStoredForm(draft.form);
    if (!sameForm(form, loaded)) {
      candidates.push({ source: 'server', savedAt: draft.updatedAt, form, baseVersion: draft.baseVersion });
    }
  }
  candidates.sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
  return candidates[0] ?? null;
}

export function useArticleEditor(source: EditorSource, isNew: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const online = useOnline();
  const handed = location.state as Partial<ArticlePrefillState> | null;
  const prefill = handed?.prefill;
  const loaded = useMemo(() => initialForm(source, prefill), [source, prefill]);
  // 'Criar Artigo' in Posts Gerados: the first save links the pauta (dropped if it became another article).
  const [generatedPostId, setGeneratedPostId] = useState(() => (isNew ? handed?.generatedPostId : undefined));
  const [form, setForm] = useState<EditorForm>(loaded);
  const [baseline, setBaseline] = useState<EditorForm>(() => (isNew ? emptyForm() : loaded));
  const [baseVersion, setBaseVersion] = useState(() => storedVersionOf(source));
  const [contentRevision, setContentRevision] = useState(0);
  const [offer, setOffer] = useState(() => findOffer(source, loaded));
  const [saved, setSaved] = useState(false);
  const [keptTakeoverCopy, setKeptTakeoverCopy] = useState(false);
  const [reloading, setReloading] = useState(false);
  // A published article's save: 'Adicionar nota' and 'Alteração menor'.
  const [note, setNote] = useState<NoteInput | null>(null);
  const [minorChange, setMinorChange] = useState(false);
  const dirty = !sameForm(form, baseline) || note !== null;
  const user = session.user;
  const author = user ? { uid: user.id, name: user.name } : null;
  // A contributor edits only their drafts: once an editor schedules or publishes one it is read-only
  // for them (the rules refuse the write anyway).
  const lockedForRole = !isStaff(session.role) && Boolean(source.article) && source.article?.doc.status !== 'draft';
  const storedReview = source.article?.doc.review ?? null;
  const existing = source.article
    ? {
        slug: source.article.doc.slug,
        authorId: source.article.doc.authorId,
        status: source.article.doc.status,
        scheduledFor: source.article.doc.scheduledFor?.toMillis() ?? null,
        noteCount: source.article.doc.noteCount ?? 0,
      }
    : null;
  // What a save retried after a reconnection, or a lost lease's copy, must see: the form as it is now.
  const now = useRef({ form, baseVersion, dirty, baseline, note, minorChange });
  now.current = { form, baseVersion, dirty, baseline, note, minorChange };

  /**
   * Replaces the whole form from outside the fields (restore, AI, image swap): the rich editor reloads.
   * What answers after a wait (an image processed, a text generated) passes an updater: it gets the
   * form as it is then, with whatever was typed meanwhile, not the one on screen when it was asked.
   */
  const replaceForm = (next: EditorForm | ((current: EditorForm) => EditorForm)) => {
    setForm(next);
    setContentRevision((r) => r + 1);
  };

  const save = useEditorSave({
    articleId: source.articleId,
    existing,
    author,
    onSaved: (savedForm, version) => {
      setForm(savedForm);
      setBaseline(savedForm);
      setBaseVersion(version);
      setSaved(true);
      setNote(null);
      setMinorChange(false);
      clearSnapshot(source.snapshotKey);
    },
    onVersion: setBaseVersion,
    current: () => now.current,
    generatedPostId,
    onPautaTaken: () => setGeneratedPostId(undefined),
    storyChange: (saving) => ({
      note: now.current.note,
      materialChange: !now.current.minorChange && changesStory(now.current.baseline, saving),
    }),
  });

  const lease = useEditLease({
    articleId: source.articleId,
    enabled: Boolean(source.article) && !lockedForRole,
    me: user ? { uid: user.id, name: user.name, sessionId: source.sessionId } : null,
    initial: source.lease,
    onLost: () => {
      // Read-only from now on (the state change); the unsaved text goes to the history first thing.
      const { form: current, baseVersion: base, dirty: unsaved } = now.current;
      writeSnapshot(source.snapshotKey, {
        articleId: source.articleId,
        form: current,
        savedAt: Date.now(),
        baseVersion: base,
      });
      if (!unsaved || !author) return;
      setKeptTakeoverCopy(true);
      void saveRevisionCopy({
        id: source.articleId,
        form: toStoredForm(current),
        author,
        baseVersion: base,
        kind: 'takeover',
      }).catch((error: unknown) => {
        setKeptTakeoverCopy(false);
        console.error('Falha ao guardar o texto não salvo', error);
      });
    },
  });
  const readOnly =
    lockedForRole || lease.state.kind === 'blocked' || lease.state.kind === 'read-only' || lease.state.kind === 'lost';
  const reviewActions: ReviewAction[] =
    readOnly || !user
      ? []
      : reviewActionsFor(
          { uid: user.id, role: session.role },
          { state: reviewStateOf(source.article?.doc), requestedBy: storedReview?.requestedBy ?? null },
        );

  const autosave = useAutosave({
    enabled: !saved && !readOnly && save.status !== 'pending',
    dirty,
    form,
    baseVersion,
    articleId: source.articleId,
    snapshotKey: source.snapshotKey,
    uid: user?.id ?? null,
  });
  const guardModal = useUnsavedGuard(dirty && !saved);

  // The connection dropped or a save failed: the browser copy is written at once, not a second later.
  const keepLocally = !online || ['offline', 'error', 'conflict'].includes(save.status);
  useEffect(() => {
    if (!keepLocally || !now.current.dirty) return;
    const { form: current, baseVersion: base } = now.current;
    writeSnapshot(source.snapshotKey, {
      articleId: source.articleId,
      form: current,
      savedAt: Date.now(),
      baseVersion: base,
    });
  }, [keepLocally, save.status, source.snapshotKey, source.articleId]);

  // The session ended while editing: back to /admin (the form stays in the browser snapshot).
  useEffect(() => {
    if (session.status === 'signed-out') navigate('/admin');
  }, [session.status, navigate]);

  /** Loads the saved version into the form (after a conflict, or when taking over an untouched form). */
  async function reloadSaved() {
    setReloading(true);
    try {
      const stored = await loadArticle(source.articleId);
      if (!stored) throw new Error('artigo não encontrado');
      const fresh = formFromArticle(stored.doc, stored.content);
      replaceForm(fresh);
      setBaseline(fresh);
      setBaseVersion(articleVersion(stored.doc));
      save.clearConflict();
      return true;
    } catch (error) {
      console.error('Falha ao recarregar o artigo', error);
      notifyError('Erro', 'Não foi possível carregar o artigo.');
      return false;
    } finally {
      setReloading(false);
    }
  }

  return {
    form,
    patch: (changes: Partial<EditorForm>) => setForm((f) => ({ ...f, ...changes })),
    replaceForm,
    contentRevision,
    baseVersion,
    dirty,
    readOnly,
    online,
    autosave,
    guardModal,
    save,
    submit: () => void save.save(form, baseVersion),
    lockedForRole,
    generatedPostId,
    reviewActions,
    /** A review transition, saved with the text as it is on screen. */
    submitReview(action: ReviewAction, note: string) {
      if (!author) return;
      const requester =
        action === 'request' || !storedReview
          ? author
          : { uid: storedReview.requestedBy, name: storedReview.requestedByName };
      void save.save(form, baseVersion, { action, note, requester });
    },
    reloadSaved,
    reloading,
    lease: lease.state,
    keptTakeoverCopy,
    /** 'Assumir edição': an untouched form first catches up with the saved version; typed text is kept. */
    async takeOver() {
      if (!now.current.dirty) await reloadSaved();
      setKeptTakeoverCopy(false);
      await lease.take(true);
    },
    openReadOnly: lease.readOnly,
    observeLease: lease.observe,
    /** 'Adicionar nota' (null: no note) and 'Alteração menor', saved with the next 'Salvar Artigo'. */
    note,
    setNote,
    minorChange,
    setMinorChange,
    offer,
    restoreOffer() {
      if (!offer) return;
      replaceForm(offer.form);
      setBaseVersion(offer.baseVersion);
      setOffer(null);
    },
    discardOffer() {
      clearSnapshot(source.snapshotKey);
      setOffer(null);
    },
    restoreRevision(stored: ArticleFormFields) {
      replaceForm(fromStoredForm(stored));
      notifySuccess('Revisão restaurada', 'Salve o artigo para aplicar esta versão.');
    },
  };
}
