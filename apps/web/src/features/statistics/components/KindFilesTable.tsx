import type { MsClassifiedFileDto, MsFileKind } from '@qis/shared';
import { Table } from 'antd';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { usePagedList } from '../../../shell/components/usePagedList';
import { formatTime } from '../../../shell/utils/format-time';
import { fetchClassification } from '../files-api';
import { FileItemName } from './FileItemName';
import { useFileSpace } from './FileSpaceContext';

/** Every file of mine of one kind, across folders, newest change first, with the folder it is in. */
export function KindFilesTable({ kind }: { kind: MsFileKind }) {
  const { space, filePath } = useFileSpace();
  const { tableProps } = usePagedList<MsClassifiedFileDto, { kind: MsFileKind }>(
    (query) => fetchClassification({ ...query, space }).then((answer) => answer.files),
    { initialFilter: { kind } },
  );
  return (
    <Table<MsClassifiedFileDto>
      rowKey="id"
      size="small"
      {...tableProps}
      data-testid="files-kind-table"
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
          title: t('statistics.files.column.folder'),
          dataIndex: 'folderPath',
          render: (path: string) => path || t('statistics.files.root'),
        },
        { title: t('statistics.files.column.updatedAt'), dataIndex: 'updatedAt', width: 180, render: formatTime },
      ]}
    />
  );
}
