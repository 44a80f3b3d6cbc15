// /admin/articles/new and /admin/articles/edit/{id}: loads what the editor opens, then lays out the
// fields and the notices (who else is editing, a save conflict, no connection); state and actions
// live in useArticleEditor.
import { useState } from 'react';
import { Alert, Button, Grid, Group, Loader, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { isStaff, LIMITS, reviewStateOf } from '@pauta/model';
import { usePageMeta } from '../../../components/head';
import { ExternalImagesPanel } from '../../images';
import { useSession } from '../../auth';
import { effectiveSlug, formFromArticle } from '../lib/article-form';
import { loadArticle } from '../api/article-repository';
import { RichContentEditor } from '../components/RichContentEditor';
import { SeoPanel } from '../components/SeoPanel';
import { AiTools } from '../components/AiTools';
import { HistoryDrawer } from '../components/HistoryDrawer';
import { RecoveryBanner } from '../components/RecoveryBanner';
import { PublishPanel } from '../components/PublishPanel';
import { AutosaveStatus } from '../components/AutosaveStatus';
import { LeaseNotice } from '../components/LeaseNotice';
import { ConflictBanner } from '../components/ConflictBanner';
import { DiffModal } from '../components/DiffModal';
import { OfflineNotice } from '../components/OfflineNotice';
import { LeaseWatcher } from '../components/LockListeners';
import { ReviewPanel } from '../components/ReviewPanel';
import { PreviewLinksPanel } from '../components/PreviewLinksPanel';
import { ArticleOrigin } from '../components/ArticleOrigin';
import { StoryNotesPanel } from '../components/StoryNotesPanel';
import { LiveCoveragePanel } from '../components/LiveCoveragePanel';
import './editor-page.css';
import { IMAGE_PICKER } from '../components/image-picker-slot';
import { useEditorSource, type EditorSource } from '../hooks/use-editor-source';
import { useArticleEditor } from '../hooks/use-article-editor';
import { useSessionCheck } from '../hooks/use-session-check';
import { useApprovalDrift } from '../hooks/use-approval-drift';

export function ArticleEditorPage() {
  const { id } = useParams();
  const session = useSession();
  useSessionCheck();
  const source = useEditorSource(id, session.user?.id ?? null);
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

function ArticleEditorForm({ source, isNew }: { source: EditorSource; isNew: boolean }) {
  const navigate = useNavigate();
  const session = useSession();
  const editor = useArticleEditor(source, isNew);
  const { form, patch, replaceForm, save } = editor;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [coverPicking, setCoverPicking] = useState(false);
  const [diffOpen, setDiffOpen] = useState(false);
  const ImagePicker = IMAGE_PICKER;
  const conflict = save.conflict;
  // The saved version for 'Ver diferenças', read when the comparison opens.
  const savedVersion = useQuery({
    queryKey: ['admin', 'articles', 'saved-version', source.articleId, conflict?.storedVersion],
    queryFn: async () => {
      const stored = await loadArticle(source.articleId);
      return stored ? formFromArticle(stored.doc, stored.content) : null;
    },
    enabled: diffOpen && Boolean(conflict),
    staleTime: 0,
    gcTime: 0,
  });

  const saveLabel =
    save.status === 'pending' ? 'Salvando...' : save.status === 'success' ? 'Salvo com Sucesso!' : 'Salvar Artigo';
  const staff = isStaff(session.role);
  const stored = source.article?.doc ?? null;
  const review = stored?.review ? { ...stored.review, at: stored.review.at?.toDate?.() ?? null } : null;
  const approvalDrift = useApprovalDrift(source);

  return (
    <Stack
      gap="lg"
      component="form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        editor.submit();
      }}
      {...{ noValidate: true }}
    >
      {editor.guardModal}
      {source.article && !editor.lockedForRole && (
        <LeaseWatcher articleId={source.articleId} onChange={editor.observeLease} />
      )}
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {isNew ? 'Novo Artigo' : 'Editar Artigo'}
        </Title>
        <Group gap="sm">
          <AutosaveStatus state={editor.autosave} />
          {!isNew && (
            <Button variant="default" onClick={() => setHistoryOpen(true)}>
              Histórico
            </Button>
          )}
        </Group>
      </Group>

      {staff && (
        <ArticleOrigin articleId={source.articleId} stored={!isNew} fromPauta={Boolean(editor.generatedPostId)} />
      )}
      {editor.lockedForRole &&
        (stored?.status === 'scheduled' ? (
          <Alert color="blue" variant="light" title="Artigo agendado">
            Este artigo já foi agendado: só editores e administradores podem alterá-lo.
          </Alert>
        ) : (
          <Alert color="blue" variant="light" title="Artigo publicado">
            Este artigo já foi publicado: só editores e administradores podem alterá-lo.
          </Alert>
        ))}
      <LeaseNotice
        state={editor.lease}
        uid={session.user?.id ?? null}
        keptCopy={editor.keptTakeoverCopy}
        onTake={() => void editor.takeOver()}
        onReadOnly={editor.openReadOnly}
      />
      {(!editor.online || save.status === 'offline') && <OfflineNotice savePending={save.status === 'offline'} />}
      {conflict && (
        <ConflictBanner
          savedByName={conflict.savedByName}
          onShowDiff={() => setDiffOpen(true)}
          onReload={() => void editor.reloadSaved()}
          reloading={editor.reloading}
        />
      )}
      {editor.offer && !editor.readOnly && (
        <RecoveryBanner offer={editor.offer} onRestore={editor.restoreOffer} onDiscard={editor.discardOffer} />
      )}
      {save.banner === 'success' && (
        <Alert color="green" title="Salvo com sucesso!" role="status">
          O artigo foi salvo com sucesso e será redirecionado em breve.
        </Alert>
      )}
      {save.banner === 'error' && (
        <Alert color="red" title="Erro ao salvar" role="alert">
          Ocorreu um erro ao salvar o artigo. Por favor, tente novamente.
        </Alert>
      )}

      <fieldset disabled={editor.readOnly} className="pauta-editor-fields" aria-label="Campos do artigo">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="md">
              <TextInput
                label="Título"
                required
                value={form.title}
                onChange={(e) => patch({ title: e.currentTarget.value })}
                error={save.errors.title}
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
                revision={editor.contentRevision}
                articleId={source.articleId}
                ImagePicker={ImagePicker}
                readOnly={editor.readOnly}
                error={save.errors.content}
              />
              <ExternalImagesPanel
                html={form.content}
                articleId={source.articleId}
                onReplace={(oldUrl, newUrl) =>
                  replaceForm((current) => ({ ...current, content: current.content.split(oldUrl).join(newUrl) }))
                }
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
              <PublishPanel
                form={form}
                errors={save.errors}
                onChange={patch}
                onPickCover={ImagePicker ? () => setCoverPicking(true) : undefined}
                canPublish={staff}
              />
              {staff && stored?.status === 'published' && (
                <StoryNotesPanel
                  articleId={source.articleId}
                  note={editor.note}
                  onNote={editor.setNote}
                  minorChange={editor.minorChange}
                  onMinorChange={editor.setMinorChange}
                  error={save.errors.note}
                />
              )}
              {staff && stored?.status === 'published' && session.user && (
                <LiveCoveragePanel
                  articleId={source.articleId}
                  author={{ uid: session.user.id, name: session.user.name }}
                />
              )}
              <ReviewPanel
                state={reviewStateOf(stored)}
                review={review}
                changedSinceApproval={approvalDrift}
                actions={editor.reviewActions}
                busy={save.status === 'pending' || save.status === 'success'}
                onAction={editor.submitReview}
              />
              {stored && stored.status !== 'published' && !editor.readOnly && (
                <PreviewLinksPanel articleId={source.articleId} unsaved={editor.dirty} />
              )}
              <AiTools
                title={form.title}
                onGenerated={({ content, excerpt }) =>
                  replaceForm((current) => ({
                    ...current,
                    content,
                    excerpt: current.excerpt.trim() ? current.excerpt : excerpt,
                  }))
                }
                onTopic={(topic) => patch({ title: topic })}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </fieldset>

      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate('/admin/articles')}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.status === 'success' || editor.readOnly} loading={false}>
          {saveLabel}
        </Button>
      </Group>

      {!isNew && (
        <HistoryDrawer
          articleId={source.articleId}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestore={(stored) => {
            editor.restoreRevision(stored);
            setHistoryOpen(false);
          }}
        />
      )}
      {conflict && (
        <DiffModal
          opened={diffOpen}
          onClose={() => setDiffOpen(false)}
          saved={savedVersion.data ?? null}
          savedByName={conflict.savedByName}
          mine={conflict.form}
        />
      )}
      {ImagePicker && (
        <ImagePicker
          opened={coverPicking}
          onClose={() => setCoverPicking(false)}
          articleId={source.articleId}
          onPick={(image) => {
            setCoverPicking(false);
            // The cover copies the library's metadata, editable in the side panel.
            patch({
              imageUrl: image.url,
              imageVariants: image.variants ?? null,
              imageAlt: image.meta.alt,
              imageDecorative: image.meta.decorative,
              imageCaption: image.meta.caption,
              imageCredit: image.meta.credit,
            });
          }}
        />
      )}
    </Stack>
  );
}
