// The editor's table commands on a headless editor: insert (a header row and two rows of three
// cells), rows and columns added and removed, the header row toggled, the table deleted; what it
// stores is the reader's responsive table.
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { editorExtensions } from './editor-extensions';
import { serializeFromEditor } from './html-roundtrip';
import { insertTable, runTableCommand, TABLE_ACTIONS } from './table-nodes';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const action = (key: (typeof TABLE_ACTIONS)[number]['key']) => TABLE_ACTIONS.find((a) => a.key === key)!.command;
const html = () => serializeFromEditor(editor!.getHTML());
const count = (tag: string) => (html().match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;

describe('editor tables', () => {
  it('inserts, grows, shrinks, toggles the header row and deletes a table', () => {
    editor = new Editor({ extensions: editorExtensions(), content: '<p>Antes</p>' });
    editor.commands.setTextSelection(6);
    expect(insertTable(editor)).toBe(true);
    expect(html()).toMatch(
      /^<p>Antes<\/p><div class="pauta-table" role="region" aria-label="Tabela" tabindex="0"><table><tbody><tr><th scope="col">/,
    );
    expect([count('tr'), count('th'), count('td')]).toEqual([3, 3, 6]);
    // The selection is in the first header cell after the insert.
    editor.commands.insertContent('Modelo');
    expect(html()).toContain('<th scope="col"><p>Modelo</p></th>');
    runTableCommand(editor, action('addRow'));
    expect(count('tr')).toBe(4);
    runTableCommand(editor, action('addColumn'));
    expect([count('th'), count('td')]).toEqual([4, 12]);
    runTableCommand(editor, action('deleteColumn'));
    expect([count('th'), count('td')]).toEqual([3, 9]);
    // The cursor's row is the header row: removing it leaves three plain rows.
    runTableCommand(editor, action('deleteRow'));
    expect([count('tr'), count('th'), count('td')]).toEqual([3, 0, 9]);
    runTableCommand(editor, action('headerRow'));
    expect([count('th'), count('td')]).toEqual([3, 6]);
    runTableCommand(editor, action('headerRow'));
    expect(count('th')).toBe(0);
    runTableCommand(editor, action('deleteTable'));
    expect(html()).not.toContain('<table');
  });
});
