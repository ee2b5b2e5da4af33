import type { MsFileDto, MsFolderNode } from '@qis/shared';
import { Empty, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { formatTime } from '../../../shell/utils/format-time';
import { fetchFolderTree, fetchLastModified } from '../files-api';
import { FileItemName } from './FileItemName';
import { useFileSpace } from './FileSpaceContext';
import { RECENT_FILES_LIMIT, type RecentFileRow, recentFileRows } from './recent-files';

/** The files of the space I changed last, newest first, with kind, folder and time; each opens its page. */
export function RecentFilesTable() {
  const { space, kindName, filePath } = useFileSpace();
  const [files, setFiles] = useState<MsFileDto[]>([]);
  const [tree, setTree] = useState<MsFolderNode[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    Promise.all([fetchLastModified(space, RECENT_FILES_LIMIT).then(setFiles), fetchFolderTree(space).then(setTree)])
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [space]);
  const rows = useMemo(() => recentFileRows(files, tree), [files, tree]);
  return (
    <Table<RecentFileRow>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.files.recent.empty')} />,
      }}
      data-testid="recent-files-table"
      columns={[
        {
          title: t('statistics.files.column.name'),
          dataIndex: 'name',
          render: (name: string, file) => (
            <Link to={filePath(file.kind, file.id)}>
              <FileItemName type="file" kind={file.kind} name={name} />
            </Link>
          ),
        },
        {
          title: t('statistics.files.column.kind'),
          dataIndex: 'kind',
          width: 160,
          render: (_: unknown, file) => kindName(file.kind),
        },
        {
          title: t('statistics.files.column.folder'),
          dataIndex: 'folderPath',
          render: (path: string | null) => (path === null ? '' : path || t('statistics.files.root')),
        },
        { title: t('statistics.files.column.updatedAt'), dataIndex: 'updatedAt', width: 180, render: formatTime },
      ]}
    />
  );
}
