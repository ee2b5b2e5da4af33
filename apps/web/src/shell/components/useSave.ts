import { useCallback, useState } from 'react';
import { toast } from '../feedback';

/**
 * A save behind a form's OK button: `saving` while it runs (the button's spinner), a success toast when it is done.
 * A failure has already been shown by the HTTP client, so `save` answers false instead of throwing.
 */
export function useSave(): { saving: boolean; save: (work: () => Promise<unknown>, done: string) => Promise<boolean> } {
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (work: () => Promise<unknown>, done: string) => {
    setSaving(true);
    try {
      await work();
      toast.success(done);
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, save };
}
