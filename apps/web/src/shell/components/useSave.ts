import { useCallback, useState } from 'react';
import { toast } from '../feedback';

type Save = (work: () => Promise<unknown>, done: string, failed?: (error: unknown) => unknown) => Promise<boolean>;

/**
 * A save behind a form's OK button: `saving` while it runs (the button's spinner), a success toast when it is done.
 * A failure has already been shown by the HTTP client, so `save` answers false instead of throwing; `failed` (e.g. a
 * reload of the stored values) runs before `saving` ends.
 */
export function useSave(): { saving: boolean; save: Save } {
  const [saving, setSaving] = useState(false);
  const save = useCallback<Save>(async (work, done, failed) => {
    setSaving(true);
    try {
      await work();
      toast.success(done);
      return true;
    } catch (error) {
      await failed?.(error);
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, save };
}
