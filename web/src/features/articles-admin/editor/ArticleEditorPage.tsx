// /admin/articles/new and /admin/articles/edit/{id} (spec 'Admin article editor').
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';
import { useSession } from '../../auth';
import { dayjs } from '../../../lib/dayjs';
import { EDITOR_CATEGORIES, LIMITS, type ArticleFormFields } from '@pauta/model';
import {
  effectiveSlug,
  emptyForm,
  formFromArticle,
  fromStoredForm,
  sameForm,
  type EditorForm,
} from '../lib/article-form';
import { slugify } from '@pauta/model';
import { notifySuccess } from '../../../lib/notify';
import { RichContentEditor } from './RichContentEditor';
import { SeoPanel } from './SeoPanel';
import { AiTools } from './AiTools';
import { HistoryDrawer } from './HistoryDrawer';
import { RecoveryBanner, type RecoveryOffer } from './RecoveryBanner';
import { useUnsavedGuard } from './useUnsavedGuard';
import { useAutosave, type AutosaveState } from './useAutosave';
import { useEditorSave } from './useEditorSave';
import { useEditorSource, type EditorSource } from './useEditorSource';
import { clearSnapshot } from './local-snapshot';
import { IMAGE_PICKER } from './image-picker-slot';
import { ExternalImagesPanel } from '../../images';

interface Prefill {
  title?: string;
  excerpt?: string;
  content?: string;
}

export function ArticleEditorPage() {
  const { id } = useParams();
  const source = useEditorSource(id);
  usePageMeta({ title: `${id ? 'Editar Artigo' : 'Novo Artigo'} · Painel Admin`, noindex: true });

  if (source.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Carregando artigo" />
      </Group>
    );
  }
  if (source.isError || (id && !source.data.article)) {
    return (
      <Alert color="red" title="Erro">
        Não foi possível carregar o artigo.
      </Alert>
    );
  }
  return <ArticleEditorForm key={source.data.articleId} source={source.data} isNew={!id} />;
}

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
function findOffer(source: EditorSource, loaded: EditorForm): (RecoveryOffer & { form: EditorForm }) | null {
  const articleTime = source.article?.doc.updatedAt?.toDate?.().getTime() ?? 0;
  const candidates: (RecoveryOffer & { form: EditorForm })[] = [];
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

function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text =
    state.kind === 'saving'
      ? 'Salvando rascunho automático...'
      : state.kind === 'saved'
        ? `Rascunho salvo automaticamente às ${dayjs(state.at).format('HH:mm:ss')}`
        : state.kind === 'error'
          ? 'Falha no salvamento automático (suas alterações continuam neste navegador)'
          : '';
  return (
    <Text size="xs" c={state.kind === 'error' ? 'red.8' : 'gray.7'} role="status" data-testid="autosave-status">
      {text}
    </Text>
  );
}

function ArticleEditorForm({ source, isNew }: { source: EditorSource; isNew: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const prefill = (location.state as { prefill?: Prefill } | null)?.prefill;
  const loaded = useMemo(() => initialForm(source, prefill), [source, prefill]);
  const [form, setForm] = useState<EditorForm>(loaded);
  const [baseline, setBaseline] = useState<EditorForm>(() => (isNew ? emptyForm() : loaded));
  const [contentRevision, setContentRevision] = useState(0);
  const [offer, setOffer] = useState(() => findOffer(source, loaded));
  const [historyOpen, setHistoryOpen] = useState(false);
  const [coverPicking, setCoverPicking] = useState(false);
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
  const [saved, setSaved] = useState(false);

  const editor = useEditorSave({
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
    enabled: !saved && editor.status !== 'pending',
    dirty,
    form,
    articleId: source.articleId,
    snapshotKey: source.snapshotKey,
    uid: user?.id ?? null,
    draftAuthor: source.draft?.authorId ?? null,
  });
  const guardModal = useUnsavedGuard(dirty && !saved);

  // The session ended while editing: spec §8, back to /admin (the form stays in the snapshot).
  useEffect(() => {
    if (session.status === 'signed-out') navigate('/admin');
  }, [session.status, navigate]);

  const patch = (changes: Partial<EditorForm>) => setForm((f) => ({ ...f, ...changes }));
  const replaceForm = (next: EditorForm) => {
    setForm(next);
    setContentRevision((r) => r + 1);
  };

  function restoreRevision(stored: ArticleFormFields) {
    replaceForm(fromStoredForm(stored));
    setHistoryOpen(false);
    notifySuccess('Revisão restaurada', 'Salve o artigo para aplicar esta versão.');
  }

  const saveLabel =
    editor.status === 'pending' ? 'Salvando...' : editor.status === 'success' ? 'Salvo com Sucesso!' : 'Salvar Artigo';
  const ImagePicker = IMAGE_PICKER;

  return (
    <Stack
      gap="lg"
      component="form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void editor.save(form);
      }}
      {...{ noValidate: true }}
    >
      {guardModal}
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {isNew ? 'Novo Artigo' : 'Editar Artigo'}
        </Title>
        <Group gap="sm">
          <AutosaveStatus state={autosave} />
          {!isNew && (
            <Button variant="default" onClick={() => setHistoryOpen(true)}>
              Histórico
            </Button>
          )}
        </Group>
      </Group>

      {offer && (
        <RecoveryBanner
          offer={offer}
          onRestore={() => {
            replaceForm(offer.form);
            setOffer(null);
          }}
          onDiscard={() => {
            clearSnapshot(source.snapshotKey);
            setOffer(null);
          }}
        />
      )}
      {editor.banner === 'success' && (
        <Alert color="green" title="Salvo com sucesso!" role="status">
          O artigo foi salvo com sucesso e será redirecionado em breve.
        </Alert>
      )}
      {editor.banner === 'error' && (
        <Alert color="red" title="Erro ao salvar" role="alert">
          Ocorreu um erro ao salvar o artigo. Por favor, tente novamente.
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <TextInput
              label="Título"
              required
              value={form.title}
              onChange={(e) => patch({ title: e.currentTarget.value })}
              error={editor.errors.title}
              maxLength={LIMITS.titleMax}
            />
            <Textarea
              label="Resumo"
              value={form.excerpt}
              onChange={(e) => patch({ excerpt: e.currentTarget.value })}
              autosize
              minRows={2}
              maxLength={LIMITS.excerptMax}
            />
            <RichContentEditor
              value={form.content}
              onChange={(content) => patch({ content })}
              revision={contentRevision}
              articleId={source.articleId}
              ImagePicker={ImagePicker}
            />
            <ExternalImagesPanel
              html={form.content}
              articleId={source.articleId}
              onReplace={(oldUrl, newUrl) => replaceForm({ ...form, content: form.content.split(oldUrl).join(newUrl) })}
            />
            <SeoPanel
              metaTitle={form.metaTitle}
              metaDescription={form.metaDescription}
              title={form.title}
              excerpt={form.excerpt}
              slug={effectiveSlug(form)}
              imageUrl={form.imageUrl}
              onChange={patch}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Select
                  label="Status"
                  data={[
                    { value: 'draft', label: 'Rascunho' },
                    { value: 'published', label: 'Publicado' },
                  ]}
                  value={form.status}
                  onChange={(v) => v && patch({ status: v as EditorForm['status'] })}
                  allowDeselect={false}
                />
                <Select
                  label="Categoria"
                  placeholder="Selecione uma categoria"
                  data={EDITOR_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))}
                  value={form.category || null}
                  onChange={(v) => patch({ category: v ?? '' })}
                  error={editor.errors.category}
                  description={form.category ? `/categoria/${form.category}` : undefined}
                />
                <TextInput
                  label="Tags"
                  description="Separadas por vírgula"
                  value={form.tagsText}
                  onChange={(e) => patch({ tagsText: e.currentTarget.value })}
                  error={editor.errors.tagsText}
                />
                <Checkbox
                  label="Destacar na página inicial"
                  checked={form.featured}
                  onChange={(e) => patch({ featured: e.currentTarget.checked })}
                />
                <TextInput
                  label="URL da imagem"
                  type="url"
                  value={form.imageUrl}
                  onChange={(e) => patch({ imageUrl: e.currentTarget.value })}
                  maxLength={LIMITS.imageUrlMax}
                  rightSectionWidth={ImagePicker ? 96 : undefined}
                  rightSection={
                    ImagePicker ? (
                      <Button size="compact-xs" variant="light" onClick={() => setCoverPicking(true)}>
                        Biblioteca
                      </Button>
                    ) : undefined
                  }
                />
                <div>
                  <TextInput
                    label="Slug"
                    value={form.slug}
                    placeholder={slugify(form.title) || 'gerado-do-titulo'}
                    onChange={(e) => patch({ slug: e.currentTarget.value })}
                    error={editor.errors.slug}
                    description={`Endereço: /artigo/${effectiveSlug(form) || '...'}`}
                  />
                  <Button size="xs" variant="subtle" mt={4} onClick={() => patch({ slug: slugify(form.title) })}>
                    Gerar do Título
                  </Button>
                </div>
              </Stack>
            </Paper>
            <AiTools
              title={form.title}
              onGenerated={({ content, excerpt }) =>
                replaceForm({ ...form, content, excerpt: form.excerpt.trim() ? form.excerpt : excerpt })
              }
              onTopic={(topic) => patch({ title: topic })}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/admin/articles')}>
          Cancelar
        </Button>
        <Button type="submit" disabled={editor.status === 'success'} loading={false}>
          {saveLabel}
        </Button>
      </Group>

      {!isNew && (
        <HistoryDrawer
          articleId={source.articleId}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestore={restoreRevision}
        />
      )}
      {ImagePicker && (
        <ImagePicker
          opened={coverPicking}
          onClose={() => setCoverPicking(false)}
          articleId={source.articleId}
          onPick={(image) => {
            setCoverPicking(false);
            patch({ imageUrl: image.url, imageVariants: image.variants ?? null });
          }}
        />
      )}
    </Stack>
  );
}
