// 'Conteúdo': the tiptap editor (Mantine toolbar) with an 'HTML' source toggle and an expand
// toggle (400 px minimum, 600 px expanded). The value is stored HTML (see lib/html-roundtrip.ts).
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Input, Select, Textarea } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditor, useEditorState } from '@tiptap/react';
import '@mantine/tiptap/styles.css';
import { editorExtensions } from '../lib/editor-extensions';
import { prepareForEditor, serializeFromEditor } from '../lib/html-roundtrip';
import { PT_BR_LABELS } from '../lib/editor-labels';
import { TableControls } from './TableControls';
import { resolveEmbed, resolveEmbedErrorMessage } from '../api/resolve-embed';
import { notifyError } from '../../../lib/notify';
import { callableErrorMessage } from '../../../lib/callable-error';
import { importExternalImage } from '../../images';
import { PASTE_TEXT, replaceImageSource } from '../lib/pasted-images';
import type { ImagePickerProps } from './image-picker-slot';
import './editor.css';

const LANGUAGES = ['plaintext', 'ts', 'js', 'tsx', 'html', 'css', 'json', 'bash', 'python', 'sql', 'java', 'go'];

interface Props {
  value: string;
  onChange(html: string): void;
  /** Bumped when the value is replaced from outside (load, restore, AI): the editor reloads it. */
  revision: number;
  articleId: string;
  ImagePicker: React.ComponentType<ImagePickerProps> | null;
  /** Shown but not editable (a colleague holds the edit lease). */
  readOnly?: boolean;
  /** Why the content cannot be saved as it is (an image without its text alternative). */
  error?: string;
}

function CodeLanguageSelect() {
  const { editor } = useRichTextEditorContext();
  const state = useEditorState({
    editor,
    selector: (ctx) => ({
      inCode: ctx.editor?.isActive('codeBlock') ?? false,
      language: (ctx.editor?.getAttributes('codeBlock').language as string | null) ?? null,
    }),
  });
  if (!state?.inCode) return null;
  return (
    <Select
      size="xs"
      aria-label="Linguagem do bloco de código"
      placeholder="Linguagem"
      data={LANGUAGES}
      value={state.language}
      onChange={(language) => editor?.chain().focus().updateAttributes('codeBlock', { language }).run()}
      w={130}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function RichContentEditor({
  value,
  onChange,
  revision,
  articleId,
  ImagePicker,
  readOnly = false,
  error,
}: Props) {
  const [source, setSource] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [picking, setPicking] = useState(false);
  const latest = useRef(value);
  latest.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // A paste's images go through the image pipeline (never hot-linked); its local files are reported.
  const onPastedImages = useRef((images: string[], dropped: number) => {
    if (dropped > 0) notifyError('Imagens não copiadas', PASTE_TEXT.dropped(dropped));
    for (const url of images) {
      importExternalImage(url, articleId).then(
        (stored) => editor && replaceImageSource(editor, url, stored),
        (error: unknown) =>
          notifyError(PASTE_TEXT.importFailedTitle, callableErrorMessage(error, PASTE_TEXT.importFailed)),
      );
    }
  });

  const editor = useEditor({
    extensions: editorExtensions({
      resolve: resolveEmbed,
      onFailure: (failure) => notifyError('Erro', resolveEmbedErrorMessage(failure)),
      onPastedImages: (images, dropped) => onPastedImages.current(images, dropped),
    }),
    content: prepareForEditor(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': 'Conteúdo do artigo', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChangeRef.current(serializeFromEditor(e.getHTML())),
  });

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // Outside replacements (and leaving the HTML view) load the current value into the rich view.
  useEffect(() => {
    if (!editor || source) return;
    editor.commands.setContent(prepareForEditor(latest.current), { emitUpdate: false });
  }, [editor, revision, source]);

  const height = expanded ? 600 : 400;

  return (
    <Input.Wrapper label="Conteúdo" id="conteudo-editor" error={error}>
      <Group justify="flex-end" gap="xs" mb={6}>
        <Button
          size="xs"
          variant={source ? 'filled' : 'default'}
          onClick={() => setSource((s) => !s)}
          aria-pressed={source}
        >
          HTML
        </Button>
        <Button size="xs" variant="default" onClick={() => setExpanded((e) => !e)} aria-pressed={expanded}>
          {expanded ? 'Reduzir editor' : 'Expandir editor'}
        </Button>
      </Group>
      {source ? (
        <Textarea
          aria-label="Código HTML do conteúdo"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace', minHeight: height, height } }}
          spellCheck={false}
        />
      ) : (
        <RichTextEditor editor={editor} labels={PT_BR_LABELS} className="pauta-rte">
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
              <RichTextEditor.Code />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.CodeBlock />
              <CodeLanguageSelect />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
              {ImagePicker && (
                <RichTextEditor.Control
                  onClick={() => setPicking(true)}
                  aria-label="Inserir imagem da biblioteca"
                  title="Inserir imagem da biblioteca"
                >
                  🖼
                </RichTextEditor.Control>
              )}
            </RichTextEditor.ControlsGroup>
            <TableControls />
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.AlignLeft />
              <RichTextEditor.AlignCenter />
              <RichTextEditor.AlignJustify />
              <RichTextEditor.AlignRight />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content style={{ minHeight: height }} />
        </RichTextEditor>
      )}
      {ImagePicker && (
        <ImagePicker
          opened={picking}
          onClose={() => setPicking(false)}
          articleId={articleId}
          onPick={(image) => {
            setPicking(false);
            // The library's metadata travels with the image, editable here ('Editar imagem').
            editor
              ?.chain()
              .focus()
              .insertFigure({
                src: image.url,
                width: image.width ?? null,
                height: image.height ?? null,
                ...image.meta,
              })
              .run();
          }}
        />
      )}
    </Input.Wrapper>
  );
}
