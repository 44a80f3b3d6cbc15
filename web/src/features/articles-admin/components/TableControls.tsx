// The toolbar's table group: 'Inserir tabela' anywhere, and inside a table its rows, columns,
// header row and removal.
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import { inTable, insertTable, runTableCommand, TABLE_ACTIONS } from '../lib/table-nodes';

const ICONS: Record<(typeof TABLE_ACTIONS)[number]['key'], string> = {
  addRow: '+≡',
  deleteRow: '−≡',
  addColumn: '+⫴',
  deleteColumn: '−⫴',
  headerRow: 'H≡',
  deleteTable: '✕▦',
};

export function TableControls() {
  const { editor } = useRichTextEditorContext();
  const active = useEditorState({ editor, selector: (ctx) => (ctx.editor ? inTable(ctx.editor.state) : false) });
  if (!editor) return null;
  return (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.Control
        onClick={() => insertTable(editor)}
        disabled={active === true}
        aria-label="Inserir tabela"
        title="Inserir tabela"
      >
        ▦
      </RichTextEditor.Control>
      {active &&
        TABLE_ACTIONS.map((action) => (
          <RichTextEditor.Control
            key={action.key}
            onClick={() => runTableCommand(editor, action.command)}
            aria-label={action.label}
            title={action.label}
          >
            <span style={{ fontSize: 11, fontWeight: 700 }}>{ICONS[action.key]}</span>
          </RichTextEditor.Control>
        ))}
    </RichTextEditor.ControlsGroup>
  );
}
