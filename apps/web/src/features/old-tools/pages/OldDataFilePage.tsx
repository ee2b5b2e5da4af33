import { DataFileDetailPage } from '../../statistics/pages/DataFileDetailPage';

/** /oldDataFileDetail/{id}: a data file of the old seven tools, in the statistics grid told its space. */
export function OldDataFilePage() {
  return <DataFileDetailPage space="oldTools" />;
}
