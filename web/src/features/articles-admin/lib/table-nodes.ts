// Tables in the editor (insert, rows and columns added or removed, a header row), on the editing
// commands of prosemirror-tables (shipped in @tiptap/pm, so the editor stays on one tiptap version).
// What the article stores is the reader's responsive table: a focusable, labelled region that
// scrolls sideways on a phone instead of widening the page, around a plain <table>
// (@pauta/model BODY_TABLE).
import { Node, type Editor } from '@tiptap/react';
import type { Node as PMNode, NodeType } from '@tiptap/pm/model';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  isInTable,
  tableEditing,
  toggleHeaderRow,
} from '@tiptap/pm/tables';
import { TextSelection, type Command, type EditorState } from '@tiptap/pm/state';
import { BODY_TABLE } from '@pauta/model';

const ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** colspan and rowspan (1 unless the HTML says more); prosemirror-tables also tracks colwidth. */
const cellAttributes = () => ({
  colspan: { default: 1, parseHTML: (el: HTMLElement) => positive(el.getAttribute('colspan')) },
  rowspan: { default: 1, parseHTML: (el: HTMLElement) => positive(el.getAttribute('rowspan')) },
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
});

const spanAttrs = (attrs: Record<string, unknown>) => ({
  ...(attrs.colspan !== 1 ? { colspan: String(attrs.colspan) } : {}),
  ...(attrs.rowspan !== 1 ? { rowspan: String(attrs.rowspan) } : {}),
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ node }) => ['td', spanAttrs(node.attrs), 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ node }) => ['th', { scope: 'col', ...spanAttrs(node.attrs) }, 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  // prosemirror-tables finds the table's parts by their role.
  extendNodeSchema: (extension) => (ROLES[extension.name] ? { tableRole: ROLES[extension.name] } : {}),
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => [
    'div',
    { class: BODY_TABLE.wrapper, role: 'region', 'aria-label': BODY_TABLE.label, tabindex: '0' },
    ['table', ['tbody', 0]],
  ],
  addExtensions: () => [TableRow, TableHeader, TableCell],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts: () => ({
    Tab: ({ editor }) => run(editor, goToNextCell(1)),
    'Shift-Tab': ({ editor }) => run(editor, goToNextCell(-1)),
  }),
});

function run(editor: Editor, command: Command): boolean {
  const { state, view } = editor;
  return command(state, view.dispatch);
}

/** A rows × cols table with an empty paragraph in each cell, the first row a header row. */
export function emptyTable(state: EditorState, rows = 3, cols = 3): PMNode {
  const { nodes } = state.schema;
  const cell = (type: NodeType) => type.createAndFill()!;
  const row = (type: NodeType) =>
    nodes.tableRow!.create(
      null,
      Array.from({ length: cols }, () => cell(type)),
    );
  return nodes.table!.create(null, [
    row(nodes.tableHeader!),
    ...Array.from({ length: rows - 1 }, () => row(nodes.tableCell!)),
  ]);
}

/** The toolbar's table actions, each a pt-BR label and its command. */
export const TABLE_ACTIONS = [
  { key: 'addRow', label: 'Adicionar linha', command: addRowAfter },
  { key: 'deleteRow', label: 'Remover linha', command: deleteRow },
  { key: 'addColumn', label: 'Adicionar coluna', command: addColumnAfter },
  { key: 'deleteColumn', label: 'Remover coluna', command: deleteColumn },
  { key: 'headerRow', label: 'Linha de cabeçalho', command: toggleHeaderRow },
  { key: 'deleteTable', label: 'Excluir tabela', command: deleteTable },
] as const satisfies readonly { key: string; label: string; command: Command }[];

export function runTableCommand(editor: Editor, command: Command): boolean {
  editor.commands.focus();
  return run(editor, command);
}

export function insertTable(editor: Editor): boolean {
  const { state, view } = editor;
  if (isInTable(state)) return false;
  const from = state.selection.from;
  const tr = state.tr.replaceSelectionWith(emptyTable(state));
  // The cursor goes into the first header cell (table › row › cell › paragraph).
  let at = -1;
  tr.doc.descendants((node, pos) => {
    if (at < 0 && node.type.name === 'table' && pos >= from - 2) at = pos;
    return at < 0;
  });
  if (at >= 0) tr.setSelection(TextSelection.create(tr.doc, at + 4));
  view.dispatch(tr.scrollIntoView());
  editor.commands.focus();
  return true;
}

export const inTable = (state: EditorState) => isInTable(state);
