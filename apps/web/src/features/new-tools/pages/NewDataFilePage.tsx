import { DataFileDetailPage } from '../../statistics/pages/DataFileDetailPage';

/** /newDataFileDetail/{id}: a data file of the new seven tools, in the statistics grid told its space. */
export function NewDataFilePage() {
  return <DataFileDetailPage space="newTools" />;
}
