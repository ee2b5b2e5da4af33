import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { FileSpaceProvider } from '../../statistics/components/FileSpaceContext';
import { RecentFilesTable } from '../../statistics/components/RecentFilesTable';
import { OLD_TOOLS_RECENT_SPACE } from '../file-routes';

/** /oldToolChanges: the old seven tools' files I changed last, newest first. */
export function OldToolChangesPage() {
  return (
    <FileSpaceProvider value={OLD_TOOLS_RECENT_SPACE}>
      <Card
        title={t('oldToolFiles.recent.title')}
        extra={
          <Link to={OLD_TOOLS_RECENT_SPACE.filesPath}>
            <Button icon={<FolderOpenOutlined />}>{t('statistics.recycle.back')}</Button>
          </Link>
        }
      >
        <RecentFilesTable />
      </Card>
    </FileSpaceProvider>
  );
}
