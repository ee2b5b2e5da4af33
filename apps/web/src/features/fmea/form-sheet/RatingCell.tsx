import { useEffect, useRef, useState } from 'react';
import { t } from '../../../locales';
import { type RatingKind, RatingSelect, ratingName } from '../components/RatingSelect';
import { useFmeaKind } from '../project/FmeaKindContext';

const OPENS = new Set(['Enter', ' ', 'ArrowDown', 'F2']);

/**
 * A rating in the form sheet: the number as a plain button, replaced by the picker that shows each rating's criteria
 * (RatingSelect, open and focused) once clicked, or from the keyboard by Enter, Space, ↓, F2 or a digit (which it
 * starts the search with). The picker goes as it closes, and the button takes the focus back. A sheet row thus
 * mounts a button, not a select: scrolling through thousands of chains draws dozens of rows per frame.
 */
export function RatingCell({
  chain,
  kind,
  value,
  disabled,
  onChange,
  testId,
}: {
  /** The chain the cell shows: when it comes to show another, an open picker closes. */
  chain: string;
  kind: RatingKind;
  value: number | null;
  disabled: boolean;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  const fmeaKind = useFmeaKind();
  const [editing, setEditing] = useState<{ search: string } | null>(null);
  const [editingChain, setEditingChain] = useState(chain);
  if (editingChain !== chain) {
    setEditingChain(chain);
    setEditing(null);
  }
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [editing]);
  const close = () => {
    refocus.current = true;
    setEditing(null);
  };

  if (editing) {
    return (
      <RatingSelect
        kind={kind}
        value={value}
        onChange={onChange}
        testId={testId}
        autoFocus
        defaultOpen
        defaultSearch={editing.search}
        onClose={close}
        // Leaving the picker without a pick (after clearing it, or tabbing away) closes it too.
        onBlur={() => setEditing(null)}
      />
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className="fs-rating"
      disabled={disabled}
      data-testid={testId}
      aria-label={t('fmea.rating.pick', { name: ratingName(kind, fmeaKind) })}
      aria-haspopup="listbox"
      onClick={() => setEditing({ search: '' })}
      onKeyDown={(event) => {
        const digit = /^[0-9]$/.test(event.key);
        if (!digit && !OPENS.has(event.key)) return;
        event.preventDefault();
        setEditing({ search: digit ? event.key : '' });
      }}
    >
      {value ?? '-'}
    </button>
  );
}
