import { useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError } from '../../../shell/http';

/**
 * The save behind a settings form's 保存 button: `saving` while it runs, the `done` toast when it succeeded. A failure
 * has been shown by the HTTP client; a stale version (HTTP 409: saved by someone else since it was read) also calls
 * `onConflict`, which reloads the stored values.
 */
export function useSettingSave(done: MessageKey, onConflict: () => unknown) {
  const [saving, setSaving] = useState(false);
  const save = async (work: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await work();
      toast.success(t(done));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await onConflict();
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
