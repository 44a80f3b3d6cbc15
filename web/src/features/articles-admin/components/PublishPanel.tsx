// The editor's side panel: status ('Agendado' with 'Publicar em', Brasília time), category, tags,
// 'Destacar na página inicial', the cover URL (with the image library) and the slug ('Gerar do Título').
// Only editors and admins schedule and publish: a contributor's status stays 'Rascunho' (the select
// offers nothing else; the rules refuse anything else from them).
import { Button, Checkbox, Fieldset, Image, Paper, Select, Stack, TextInput } from '@mantine/core';
import { ARTICLE_STATUSES, articlePath, categoryPath, EDITOR_CATEGORIES, LIMITS, slugify } from '@pauta/model';
import { ImageMetadataFields } from '../../images';
import { coverMeta, effectiveSlug, type EditorForm, type FormErrors } from '../lib/article-form';
import { STATUS_LABELS } from '../lib/status-labels';
import { PublishAtField } from './PublishAtField';

interface Props {
  form: EditorForm;
  errors: FormErrors;
  onChange(changes: Partial<EditorForm>): void;
  /** Opens the image library for the cover; absent when there is no library. */
  onPickCover?: () => void;
  /** Whether this person may publish (editors and admins). */
  canPublish: boolean;
}

export function PublishPanel({ form, errors, onChange, onPickCover, canPublish }: Props) {
  // A contributor's own article an editor scheduled or published opens read-only, showing its status.
  const statuses = canPublish ? ARTICLE_STATUSES : [...new Set(['draft', form.status] as const)];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Select
          label="Status"
          data={statuses.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={form.status}
          onChange={(v) => v && onChange({ status: v as EditorForm['status'] })}
          allowDeselect={false}
          disabled={!canPublish}
          description={
            canPublish ? undefined : 'Somente editores e administradores agendam e publicam. Envie para revisão.'
          }
        />
        {form.status === 'scheduled' && (
          <PublishAtField
            value={form.publishAt}
            error={errors.publishAt}
            onChange={(publishAt) => onChange({ publishAt })}
          />
        )}
        <Select
          label="Categoria"
          placeholder="Selecione uma categoria"
          data={EDITOR_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))}
          value={form.category || null}
          onChange={(v) => onChange({ category: v ?? '' })}
          error={errors.category}
          description={form.category ? categoryPath(form.category) : undefined}
        />
        <TextInput
          label="Tags"
          description="Separadas por vírgula"
          value={form.tagsText}
          onChange={(e) => onChange({ tagsText: e.currentTarget.value })}
          error={errors.tagsText}
        />
        <Checkbox
          label="Destacar na página inicial"
          checked={form.featured}
          onChange={(e) => onChange({ featured: e.currentTarget.checked })}
        />
        <TextInput
          label="URL da imagem"
          type="url"
          value={form.imageUrl}
          onChange={(e) => onChange({ imageUrl: e.currentTarget.value })}
          maxLength={LIMITS.imageUrlMax}
          rightSectionWidth={onPickCover ? 96 : undefined}
          rightSection={
            onPickCover ? (
              <Button size="compact-xs" variant="light" onClick={onPickCover}>
                Biblioteca
              </Button>
            ) : undefined
          }
        />
        {form.imageUrl.trim() && (
          <Fieldset legend="Imagem de capa" variant="filled" p="xs" data-testid="cover-metadata">
            <Stack gap={6}>
              <Image src={form.imageUrl} alt="" h={110} fit="cover" radius="sm" />
              <ImageMetadataFields
                size="xs"
                idPrefix="capa"
                value={coverMeta(form)}
                errors={errors.imageAlt ? { alt: errors.imageAlt } : {}}
                onChange={(meta) =>
                  onChange({
                    imageAlt: meta.alt,
                    imageDecorative: meta.decorative,
                    imageCaption: meta.caption,
                    imageCredit: meta.credit,
                  })
                }
              />
            </Stack>
          </Fieldset>
        )}
        <div>
          <TextInput
            label="Slug"
            value={form.slug}
            placeholder={slugify(form.title) || 'gerado-do-titulo'}
            onChange={(e) => onChange({ slug: e.currentTarget.value })}
            error={errors.slug}
            description={`Endereço: ${articlePath({ id: '', slug: effectiveSlug(form) || '...' })}`}
          />
          <Button size="xs" variant="subtle" mt={4} onClick={() => onChange({ slug: slugify(form.title) })}>
            Gerar do Título
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
