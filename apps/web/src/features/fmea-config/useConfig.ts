import { useCallback, useEffect, useState } from 'react';
import { useSave } from '../../shell/components/useSave';

/**
 * A configuration read from the server and saved back with the version it was read at: after a save (or a refused
 * one, e.g. 409 when someone else saved first) the stored values are read again.
 */
export function useConfig<T extends { version: number }>(
  fetch: () => Promise<T>,
  store: (value: T) => Promise<NoInfer<T>>,
  done: string,
) {
  const [value, setValue] = useState<T | null>(null);
  const { saving, save } = useSave();
  const load = useCallback(async () => {
    try {
      setValue(await fetch());
    } catch {
      // the HTTP client has shown the message
    }
  }, [fetch]);
  useEffect(() => void load(), [load]);
  const submit = (next: T) => save(async () => setValue(await store(next)), done, load);
  return { value, setValue, saving, submit };
}
