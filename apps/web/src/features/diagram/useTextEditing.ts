import { useState } from 'react';
import { type MessageKey, t } from '../../locales';
import { toast } from '../../shell/feedback';

export interface TextEditing {
  id: string;
  /** Typing the text of an element just added: the add and its text are one undo step. */
  isNew: boolean;
}

/**
 * The in-place text editing of a diagram editor: which element's text is open, opening it (double-click, F2, a new
 * element), and closing it: an empty text is refused with a message, any other goes into the diagram through
 * `rename` as one undo step with the element's adding when it is new.
 */
export function useTextEditing<D>(options: {
  value: D;
  readOnly: boolean;
  /** Whether the element exists (a stale id opens nothing). */
  exists: (id: string) => boolean;
  rename: (diagram: D, id: string, text: string) => D;
  commit: (next: D, mergeKey?: string) => void;
  select: (id: string) => void;
  focusCanvas: () => void;
  emptyTextKey: MessageKey;
}) {
  const [editing, setEditing] = useState<TextEditing | null>(null);

  /** Opens the text of an element just added (the caller committed it with the merge key `new:<id>`). */
  const start = (id: string) => setEditing({ id, isNew: true });
  const edit = (id: string) => {
    if (options.readOnly || !options.exists(id)) return;
    options.select(id);
    setEditing({ id, isNew: false });
  };
  /** Answers false to keep the input open (the text was refused). */
  const finish = (text: string) => {
    if (!editing) return true;
    const trimmed = text.trim();
    if (!trimmed) {
      toast.warning(t(options.emptyTextKey));
      return false;
    }
    const { id, isNew } = editing;
    options.commit(options.rename(options.value, id, trimmed), isNew ? `new:${id}` : undefined);
    setEditing(null);
    options.focusCanvas();
    return true;
  };
  const cancel = () => {
    setEditing(null);
    options.focusCanvas();
  };

  return { editing, start, edit, finish, cancel };
}
