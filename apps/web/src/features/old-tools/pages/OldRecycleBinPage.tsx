import { FileSpaceProvider } from '../../statistics/components/FileSpaceContext';
import { RecycleBinPage } from '../../statistics/pages/RecycleBinPage';
import { OLD_TOOLS_FILE_SPACE } from '../file-routes';

/** /oldrecycleBinList: the recycle bin of the old seven tools' files. */
export function OldRecycleBinPage() {
  return (
    <FileSpaceProvider value={OLD_TOOLS_FILE_SPACE}>
      <RecycleBinPage />
    </FileSpaceProvider>
  );
}
