import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../locales';
import { ApiError } from '../../shell/http';

/** Quiet time after the last edit before the file is saved. */
const SAVE_DELAY_MS = 800;
/** A failed save (network, server) is tried again after this long. */
const RETRY_DELAY_MS = 5_000;

export type SaveState = 'saved' | 'dirty' | 'saving' | 'failed';

/** A file as read: what a save must name. */
export interface VersionedFile {
  id: string;
  version: number;
}

/**
 * Saves a tool file soon after each edit (one save at a time, each with the version it read; `save` sends `pending`
 * and answers the file as saved): a stale version (409, saved in another window) stops saving and offers to reload;
 * other failures are retried.
 */
export function useAutosave<F extends VersionedFile, P>(
  file: F | null,
  onReload: () => void,
  save: (file: F, pending: P) => Promise<F>,
) {
  const { modal } = App.useApp();
  const [state, setState] = useState<SaveState>('saved');
  const current = useRef(file);
  const pending = useRef<P | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef(false);
  const stopped = useRef(false);
  const flushRef = useRef<() => Promise<void>>(async () => undefined);

  const later = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void flushRef.current();
    }, delay);
  }, []);

  // A newly loaded file (another id, or reloaded after a conflict) starts afresh; the saves' own answers do not.
  useEffect(() => {
    current.current = file;
    stopped.current = false;
  }, [file]);

  flushRef.current = async () => {
    const loaded = current.current;
    const edit = pending.current;
    if (!loaded || !edit || saving.current || stopped.current) return;
    saving.current = true;
    pending.current = null;
    setState('saving');
    try {
      current.current = await saveRef.current(loaded, edit);
      setState(pending.current ? 'dirty' : 'saved');
    } catch (error) {
      pending.current ??= edit;
      if (error instanceof ApiError && error.status === 409) {
        stopped.current = true;
        setState('dirty');
        modal.confirm({
          title: t('toolFiles.conflict.title'),
          content: t('toolFiles.conflict.content'),
          okText: t('toolFiles.conflict.reload'),
          onOk: onReload,
        });
        return;
      }
      setState('failed');
      later(RETRY_DELAY_MS);
      return;
    } finally {
      saving.current = false;
    }
    if (pending.current) later(SAVE_DELAY_MS);
  };

  /** What to save next (replacing anything not yet saved). */
  const schedule = useCallback(
    (edit: P) => {
      pending.current = edit;
      setState('dirty');
      later(SAVE_DELAY_MS);
    },
    [later],
  );

  // Leaving with an unsaved edit: the browser asks first; leaving the page inside the app saves it at once.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
      void flushRef.current();
    };
  }, []);

  return { state, schedule };
}
