import { type MessageKey, t } from '../../../locales';
import { toast } from '../../../shell/feedback';

/** Runs a change, toasts its success (failures are shown by the HTTP client) and reloads in any case. */
export async function act(work: Promise<unknown>, done: MessageKey | null, reload: () => unknown): Promise<boolean> {
  let succeeded = false;
  try {
    await work;
    succeeded = true;
    if (done) toast.success(t(done));
  } catch {
    // shown by the HTTP client
  }
  await reload();
  return succeeded;
}
