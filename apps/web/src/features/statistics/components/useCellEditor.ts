import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import type { DataGridModel, GridRange } from './DataGridModel';
import { parseClipboard } from './DataGridModel';
import type { GridSelection } from './DataGridSelection';
import { showRefusal } from './grid-refusal';

interface CellEditorOptions {
  model: DataGridModel;
  selection: GridSelection;
  range: GridRange;
  onSelect: (selection: GridSelection) => void;
  onEdit: () => void;
}

/**
 * The active cell's editor: 'replace' once the user types over it, 'edit' after F2 or a double click; commit writes
 * the draft into the model. Copy, cut and paste of tab-separated blocks (Excel's clipboard) go through it too.
 */
export function useCellEditor({ model, selection, range, onSelect, onEdit }: CellEditorOptions) {
  const [editing, setEditing] = useState<'replace' | 'edit' | null>(null);
  const [draft, setDraft] = useState('');
  const { anchor } = selection;

  const commit = () => {
    if (editing === null) return;
    if (draft !== model.get(anchor.row, anchor.column)) {
      model.set(anchor.row, anchor.column, draft);
      onEdit();
    }
    setEditing(null);
    setDraft('');
  };
  const cancel = () => {
    setEditing(null);
    setDraft('');
  };
  const startEdit = (row = anchor.row, column = anchor.column) => {
    setDraft(model.get(row, column));
    setEditing('edit');
  };
  const type = (text: string) => {
    if (!editing) setEditing('replace');
    setDraft(text);
  };

  const onCopy = (event: React.ClipboardEvent<HTMLInputElement>, cut: boolean) => {
    if (editing) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', model.copy(range));
    if (cut) {
      model.clear(range);
      onEdit();
    }
  };

  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // Text without tabs or line breaks, pasted while editing, goes into the cell like typing.
    if (editing && !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    cancel();
    const block = parseClipboard(text);
    const refusal = model.paste(anchor.row, anchor.column, block);
    if (refusal) {
      showRefusal(refusal);
      return;
    }
    const width = Math.max(1, ...block.map((line) => line.length));
    onSelect({ anchor, focus: { row: anchor.row + block.length - 1, column: anchor.column + width - 1 } });
    onEdit();
    if (block.length > 1 || width > 1)
      toast.success(t('statistics.grid.pasted', { rows: block.length, columns: width }));
  };

  return { editing, draft, commit, cancel, startEdit, type, onCopy, onPaste };
}
