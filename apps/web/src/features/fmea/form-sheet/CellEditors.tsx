import { useEffect, useRef, useState } from 'react';

// The form sheet's text and choice cells: the value as text in a plain button, and the native input or select only
// while the cell is being edited (a sheet row then mounts no form controls: Chromium builds an inner editor for
// every input, a list for every select, and scrolling draws dozens of rows per frame). Focusing the cell (a click,
// Tab) opens its editor; leaving it closes the editor.

/**
 * The cell's editing state. An editor that closes by Enter or Escape gives the focus back to its cell (without opening
 * it again); focusing the cell otherwise (Tab, a click) opens the editor, as does Enter on it. When the cell comes to
 * show another `chain` (the sheet hands rows scrolled out of view on), an open editor closes.
 */
function useCellEditor(disabled: boolean, chain: string) {
  const [editing, setEditing] = useState(false);
  const [editingChain, setEditingChain] = useState(chain);
  if (editingChain !== chain) {
    setEditingChain(chain);
    setEditing(false);
  }
  const cell = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const returning = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    returning.current = true;
    cell.current?.focus();
    returning.current = false;
  }, [editing]);
  const open = () => {
    if (!disabled && !returning.current) setEditing(true);
  };
  return {
    editing,
    close: () => setEditing(false),
    /** Enter or Escape in the editor: it closes, the cell keeps the focus. */
    closeByKey: (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' && event.key !== 'Escape') return;
      refocus.current = true;
      event.currentTarget.blur();
    },
    cellProps: { ref: cell, type: 'button' as const, disabled, onFocus: open, onClick: open },
  };
}

export function TextCell({
  chain,
  value,
  disabled,
  maxLength,
  label,
  testId,
  onChange,
  onCommit,
}: {
  /** The chain the cell shows. */
  chain: string;
  value: string;
  disabled: boolean;
  maxLength: number;
  label: string;
  testId?: string;
  /** Each keystroke (the draft). */
  onChange: (value: string) => void;
  /** Leaving the field or Enter: the text is saved if it changed. */
  onCommit: () => void;
}) {
  const { editing, close, closeByKey, cellProps } = useCellEditor(disabled, chain);
  if (editing) {
    return (
      <input
        className="fs-input"
        // biome-ignore lint/a11y/noAutofocus: the input replaces the focused cell the user is editing
        autoFocus
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          onCommit();
          close();
        }}
        onKeyDown={closeByKey}
        aria-label={label}
        data-testid={testId}
      />
    );
  }
  return (
    <button {...cellProps} className="fs-text" aria-label={label} title={value} data-testid={testId}>
      {value}
    </button>
  );
}

export function ChoiceCell<T extends string>({
  chain,
  value,
  options,
  disabled,
  label,
  onChange,
}: {
  /** The chain the cell shows. */
  chain: string;
  value: T | null;
  options: readonly T[];
  disabled: boolean;
  label: string;
  onChange: (value: T | null) => void;
}) {
  const { editing, close, closeByKey, cellProps } = useCellEditor(disabled, chain);
  if (editing) {
    return (
      <select
        className="fs-select"
        // biome-ignore lint/a11y/noAutofocus: the select replaces the focused cell the user is editing
        autoFocus
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as T | null)}
        onBlur={close}
        onKeyDown={closeByKey}
        aria-label={label}
      >
        <option value="">-</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  return (
    <button {...cellProps} className="fs-text" aria-label={label}>
      {value ?? '-'}
    </button>
  );
}
