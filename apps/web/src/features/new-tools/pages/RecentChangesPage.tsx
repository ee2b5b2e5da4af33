import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { FileSpaceProvider } from '../../statistics/components/FileSpaceContext';
import { RecentFilesTable } from '../../statistics/components/RecentFilesTable';
import { NEW_TOOLS_RECENT_SPACE } from '../file-routes';

/** /recentChanges: the new seven tools' files I changed last, newest first; each opens under /recentChanges/…. */
export function RecentChangesPage() {
  return (
    <FileSpaceProvider value={NEW_TOOLS_RECENT_SPACE}>
      <Card
        title={t('newToolFiles.recent.title')}
        extra={
          <Link to={NEW_TOOLS_RECENT_SPACE.filesPath}>
            <Button icon={<FolderOpenOutlined />}>{t('statistics.recycle.back')}</Button>
          </Link>
        }
      >
        <RecentFilesTable />
      </Card>
    </FileSpaceProvider>
  );
}
