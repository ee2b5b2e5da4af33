import { FileSpaceProvider } from '../../statistics/components/FileSpaceContext';
import { StatisticsFilesPage } from '../../statistics/pages/StatisticsFilesPage';
import { NEW_TOOLS_FILE_SPACE } from '../file-routes';

/** /myFileList and /myFile: my folders and files of the new seven tools (diagrams and data files). */
export function NewToolFilesPage() {
  return (
    <FileSpaceProvider value={NEW_TOOLS_FILE_SPACE}>
      <StatisticsFilesPage />
    </FileSpaceProvider>
  );
}
