import type { FileSpace, MsDataSheetDto } from '@qis/shared';
import { useEffect, useState } from 'react';
import { fetchDataSheet } from '../api';

/** The data file's sheet, loaded once per id; `failed` when it cannot be read (gone, or not the user's). */
export function useDataSheet(id: string | undefined, space?: FileSpace) {
  const [sheet, setSheet] = useState<MsDataSheetDto | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!id) return;
    let current = true;
    setSheet(null);
    setFailed(false);
    fetchDataSheet(id, space).then(
      (loaded) => current && setSheet(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [id, space]);
  return { sheet, failed, loading: !sheet && !failed };
}
