import { FileSpaceProvider } from '../../statistics/components/FileSpaceContext';
import { RecycleBinPage } from '../../statistics/pages/RecycleBinPage';
import { NEW_TOOLS_FILE_SPACE } from '../file-routes';

/** /recycleBin: the recycle bin of the new seven tools' files. */
export function NewRecycleBinPage() {
  return (
    <FileSpaceProvider value={NEW_TOOLS_FILE_SPACE}>
      <RecycleBinPage />
    </FileSpaceProvider>
  );
}
