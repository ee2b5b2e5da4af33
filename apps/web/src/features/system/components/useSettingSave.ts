import { type MessageKey, t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { ApiError } from '../../../shell/http';

/**
 * useSave for a settings form's 保存 button with the `done` text; a stale version (HTTP 409: saved by someone else
 * since it was read) also calls `onConflict`, which reloads the stored values.
 */
export function useSettingSave(done: MessageKey, onConflict: () => unknown) {
  const { saving, save } = useSave();
  const saveSetting = (work: () => Promise<unknown>) =>
    save(work, t(done), (error) => error instanceof ApiError && error.status === 409 && onConflict());
  return { saving, save: saveSetting };
}
