import type { FileKind, MsFileDetailDto } from '@qis/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useDataSheet } from '../../statistics/components/useDataSheet';
import { useAutosave } from '../../tool-files/useAutosave';
import { fetchToolFile, saveToolSettings } from '../api';

/** What every chart file keeps: the data file its columns come from. */
export interface ChartFileSettings {
  dataFileId: string | null;
}

/**
 * The chart file of the page's :id (refused unless of `kind`): its settings read by `parse` and saved automatically
 * after each `change`, and the sheet of its data file. `onLoad` runs whenever the file is (re)loaded.
 */
export function useChartFile<S extends ChartFileSettings>(
  kind: FileKind,
  parse: (raw: Record<string, unknown>) => S,
  onLoad?: () => void,
) {
  const { id = '' } = useParams();
  const [file, setFile] = useState<MsFileDetailDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [settings, setSettings] = useState<S | null>(null);
  const parseRef = useRef(parse);
  parseRef.current = parse;
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;

  const load = useCallback(() => {
    setFailed(false);
    fetchToolFile(id).then(
      (loaded) => {
        if (loaded.kind !== kind) return setFailed(true);
        setFile(loaded);
        setSettings(parseRef.current(loaded.settings));
        onLoadRef.current?.();
      },
      () => setFailed(true),
    );
  }, [id, kind]);
  useEffect(() => load(), [load]);
  const { state, schedule } = useAutosave(file, load, saveToolSettings);
  const data = useDataSheet(settings?.dataFileId ?? undefined, 'oldTools');

  const change = (next: Partial<S>) => {
    if (!settings) return;
    const merged = { ...settings, ...next };
    setSettings(merged);
    schedule({ ...file?.settings, ...merged });
  };
  return {
    file,
    failed,
    settings,
    change,
    saveState: state,
    sheet: settings?.dataFileId ? data.sheet : null,
    dataFileMissing: data.failed,
  };
}
