import { Input, Typography } from 'antd';
import { useState } from 'react';

interface EditableTextProps {
  value: string;
  maxLength: number;
  disabled: boolean;
  /** The value differs from what the PFMEA generated: it is kept through regeneration. */
  edited: boolean;
  editedHint: string;
  label: string;
  testId: string;
  onCommit: (value: string) => void;
}

/** A control plan cell: its text until clicked, then a growing text area saved on leaving it. */
export function EditableText({
  value,
  maxLength,
  disabled,
  edited,
  editedHint,
  label,
  testId,
  onCommit,
}: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    return (
      <Input.TextArea
        autoFocus
        aria-label={label}
        value={draft}
        maxLength={maxLength}
        autoSize={{ minRows: 1, maxRows: 6 }}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          setDraft(null);
          if (draft.trim() !== value) onCommit(draft.trim());
        }}
        data-testid={`${testId}-input`}
      />
    );
  }
  return (
    <Typography.Text
      className={disabled ? undefined : 'cp-editable'}
      style={{ whiteSpace: 'pre-line', display: 'block', minHeight: 22 }}
      onClick={() => !disabled && setDraft(value)}
      title={edited ? editedHint : undefined}
      data-testid={testId}
      data-edited={edited ? 'true' : 'false'}
    >
      {edited && <span className="cp-edited-dot" aria-hidden="true" />}
      {value || (disabled ? '' : <span className="cp-placeholder">—</span>)}
    </Typography.Text>
  );
}
