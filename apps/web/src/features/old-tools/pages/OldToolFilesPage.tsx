import { FileSpaceProvider } from '../../statistics/components/FileSpaceContext';
import { StatisticsFilesPage } from '../../statistics/pages/StatisticsFilesPage';
import { OLD_TOOLS_FILE_SPACE } from '../file-routes';

/** /oldToolFile: my folders and files of the old seven tools (charts and data files), in the statistics screen. */
export function OldToolFilesPage() {
  return (
    <FileSpaceProvider value={OLD_TOOLS_FILE_SPACE}>
      <StatisticsFilesPage />
    </FileSpaceProvider>
  );
}
