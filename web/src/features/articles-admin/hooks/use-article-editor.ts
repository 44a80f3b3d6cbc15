// The editor screen's state and actions: the form and the baseline it is compared with (dirty),
// the recovery offer of an unsaved copy, the browser snapshot and server autosave, the
// unsaved-changes guard and 'Salvar Artigo'. The page only lays the fields out.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ArticleFormFields } from '@pauta/model';
import { useSession } from '../../auth';
import { notifySuccess } from '../../../lib/notify';
import { emptyForm, formFromArticle, fromStoredForm, sameForm, type EditorForm } from '../lib/article-form';
import { clearSnapshot } from '../lib/local-snapshot';
import type { RecoveryOffer } from '../components/RecoveryBanner';
import type { EditorSource } from './use-editor-source';
import { useEditorSave } from './use-editor-save';
import { useAutosave } from './use-autosave';
import { useUnsavedGuard } from './use-unsaved-guard';

/** What the news search hands the new-article form (navigate state `prefill`). */
interface Prefill {
  title?: string;
  excerpt?: string;
  content?: string;
}

export type RecoveryCopy = RecoveryOffer & { form: EditorForm };

function initialForm(source: EditorSource, prefill: Prefill | undefined): EditorForm {
  if (source.article) return formFromArticle(source.article.doc, source.article.content);
  return {
    ...emptyForm(),
    title: prefill?.title ?? '',
    excerpt: prefill?.excerpt ?? '',
    content: prefill?.content ?? '',
  };
}

/** The newest unsaved copy that differs from what was loaded. */
function findOffer(source: EditorSource, loaded: EditorForm): RecoveryCopy | null {
  const articleTime = source.article?.doc.updatedAt?.toDate?.().getTime() ?? 0;
  const candidates: RecoveryCopy[] = [];
  if (source.snapshot && !sameForm(source.snapshot.form, loaded) && source.snapshot.savedAt > articleTime) {
    candidates.push({ source: 'local', savedAt: new Date(source.snapshot.savedAt), form: source.snapshot.form });
  }
  const draftTime = source.draft?.updatedAt?.getTime() ?? 0;
  if (source.draft && draftTime > articleTime) {
    const form = fromStoredForm(source.draft.form);
    if (!sameForm(form, loaded)) candidates.push({ source: 'server', savedAt: source.draft.updatedAt, form });
  }
  candidates.sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
  return candidates[0] ?? null;
}

export function useArticleEditor(source: EditorSource, isNew: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const prefill = (location.state as { prefill?: Prefill } | null)?.prefill;
  const loaded = useMemo(() => initialForm(source, prefill), [source, prefill]);
  const [form, setForm] = useState<EditorForm>(loaded);
  const [baseline, setBaseline] = useState<EditorForm>(() => (isNew ? emptyForm() : loaded));
  const [contentRevision, setContentRevision] = useState(0);
  const [offer, setOffer] = useState(() => findOffer(source, loaded));
  const [saved, setSaved] = useState(false);
  const dirty = !sameForm(form, baseline);
  const user = session.user;
  const author = user ? { uid: user.id, name: user.name } : null;
  const existing = source.article
    ? {
        slug: source.article.doc.slug,
        authorId: source.article.doc.authorId,
        hasPublishedAt: Boolean(source.article.doc.publishedAt),
      }
    : null;

  const save = useEditorSave({
    articleId: source.articleId,
    existing,
    author,
    onSaved: (savedForm) => {
      setForm(savedForm);
      setBaseline(savedForm);
      setSaved(true);
      clearSnapshot(source.snapshotKey);
    },
  });
  const autosave = useAutosave({
    enabled: !saved && save.status !== 'pending',
    dirty,
    form,
    articleId: source.articleId,
    snapshotKey: source.snapshotKey,
    uid: user?.id ?? null,
    draftAuthor: source.draft?.authorId ?? null,
  });
  const guardModal = useUnsavedGuard(dirty && !saved);

  // The session ended while editing: back to /admin (the form stays in the browser snapshot).
  useEffect(() => {
    if (session.status === 'signed-out') navigate('/admin');
  }, [session.status, navigate]);

  const patch = (changes: Partial<EditorForm>) => setForm((f) => ({ ...f, ...changes }));
  /** Replaces the whole form from outside the fields (restore, AI, image swap): the rich editor reloads. */
  const replaceForm = (next: EditorForm) => {
    setForm(next);
    setContentRevision((r) => r + 1);
  };

  return {
    form,
    patch,
    replaceForm,
    contentRevision,
    autosave,
    guardModal,
    save,
    submit: () => void save.save(form),
    offer,
    restoreOffer() {
      if (!offer) return;
      replaceForm(offer.form);
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
