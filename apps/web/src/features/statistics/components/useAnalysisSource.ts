import type { MsFileDetailDto, MsFileKind } from '@qis/shared';
import type { FormInstance } from 'antd';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { AnalysisFileContext } from '../analysis-file-scope';
import { fetchFileDetail, keepFile } from '../files-api';
import { useDataSheet } from './useDataSheet';

type AnalysisKind = Exclude<MsFileKind, 'data'>;
type Settings = Record<string, unknown>;

export interface AnalysisSource {
  kind: AnalysisKind;
  /** The analysis-file variant: the route's id is an analysis file (else it is a data file). */
  isFile: boolean;
  /** The analysis file once loaded (file variant only). */
  file: MsFileDetailDto | null;
  /** The analysis file cannot be read (gone, another kind, or not mine). */
  fileFailed: boolean;
  /** The data file read; null while the analysis file loads or when it has none yet. */
  dataFileId: string | null;
  sheetState: ReturnType<typeof useDataSheet>;
  /** What the analysis file keeps (its settings object), {} on tool pages. */
  saved: Settings;
  /** Saves the analysis file's settings (and optionally another data file); 409 on a stale version. */
  keep: (settings: Settings, dataFileId?: string) => Promise<MsFileDetailDto | null>;
  /** Takes a newer copy of the analysis file (after another call changed it). */
  setFile: (file: MsFileDetailDto) => void;
}

/** Where an analysis page's data comes from: a data file (/tool… routes) or an analysis file and its data file. */
export function useAnalysisSource(kind: AnalysisKind): AnalysisSource {
  const { id = '' } = useParams();
  const isFile = useContext(AnalysisFileContext);
  const [file, setFile] = useState<MsFileDetailDto | null>(null);
  const [fileFailed, setFileFailed] = useState(false);

  useEffect(() => {
    if (!isFile || !id) return;
    let current = true;
    setFile(null);
    setFileFailed(false);
    fetchFileDetail(id).then(
      (loaded) => {
        if (!current) return;
        if (loaded.kind === kind) setFile(loaded);
        else setFileFailed(true);
      },
      () => current && setFileFailed(true),
    );
    return () => {
      current = false;
    };
  }, [isFile, id, kind]);

  const dataFileId = isFile ? (file?.dataFileId ?? null) : id;
  const sheetState = useDataSheet(dataFileId ?? undefined);

  const keep = useCallback(
    async (settings: Settings, nextDataFileId?: string) => {
      if (!file) return null;
      const kept = await keepFile({
        id: file.id,
        settings,
        version: file.version,
        ...(nextDataFileId ? { dataFileId: nextDataFileId } : {}),
      });
      setFile(kept);
      return kept;
    },
    [file],
  );

  return { kind, isFile, file, fileFailed, dataFileId, sheetState, saved: file?.settings ?? {}, keep, setFile };
}

/**
 * Fills the settings form with what the analysis file saved (its `form`), once its data file's sheet has loaded and
 * the form has mounted. Call it after the hooks that set defaults, so the saved values win.
 */
export function useRestoredSettings(form: FormInstance, source: AnalysisSource) {
  const restoredFor = useRef<string | null>(null);
  const { file } = source;
  const { sheet } = source.sheetState;
  useEffect(() => {
    if (!file || !sheet || restoredFor.current === file.id) return;
    restoredFor.current = file.id;
    const saved = file.settings.form;
    if (saved && typeof saved === 'object') form.setFieldsValue(saved);
  }, [file, sheet, form]);
}
