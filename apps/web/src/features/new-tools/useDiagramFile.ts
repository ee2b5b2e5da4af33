import type { FileKind, NewToolFileDto } from '@qis/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAutosave } from '../tool-files/useAutosave';
import { fetchDiagramFile, saveDiagram } from './api';

/**
 * A new-seven-tools diagram file of `kind`, loaded by id and saved automatically after each change. `parse` turns the
 * stored diagram into the editor's (the server answers the kind's empty diagram for a new file). A file of another
 * kind, or none, is `failed`.
 */
export function useDiagramFile<D>(id: string, kind: FileKind, parse: (stored: unknown) => D) {
  const [file, setFile] = useState<NewToolFileDto | null>(null);
  const [diagram, setDiagram] = useState<D | null>(null);
  const [failed, setFailed] = useState(false);
  const parseRef = useRef(parse);
  parseRef.current = parse;

  const reload = useCallback(() => {
    setFailed(false);
    fetchDiagramFile(id).then(
      (loaded) => {
        if (loaded.kind !== kind) return setFailed(true);
        setFile(loaded);
        setDiagram(parseRef.current(loaded.diagram));
      },
      () => setFailed(true),
    );
  }, [id, kind]);
  useEffect(() => reload(), [reload]);
  // The page keeps the file as last saved, so that calls naming its version (an import) name the current one.
  const save = useCallback(async (saving: NewToolFileDto, next: D) => {
    const saved = await saveDiagram(saving, next);
    setFile(saved);
    return saved;
  }, []);
  const { state, schedule } = useAutosave(file, reload, save);

  /** The editor's change: shown at once, saved soon. */
  const change = useCallback(
    (next: D) => {
      setDiagram(next);
      schedule(next);
    },
    [schedule],
  );
  /** A file the server changed itself (an import, a label): taken as it is, nothing to save. */
  const replace = useCallback((next: NewToolFileDto) => {
    setFile(next);
    setDiagram(parseRef.current(next.diagram));
  }, []);

  /** A new version of the file whose diagram did not change (its remark was edited). */
  const adopt = setFile;

  return { file, diagram, failed, state, change, replace, adopt, reload };
}
