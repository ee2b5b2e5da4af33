import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  DragOutlined,
  EditOutlined,
  MoreOutlined,
  StarOutlined,
} from '@ant-design/icons';
import type { MsItemDto } from '@qis/shared';
import { Button, Dropdown, Space, Table, type TableProps } from 'antd';
import { t } from '../../../locales';
import { formatTime } from '../../../shell/utils/format-time';
import { FileItemName } from './FileItemName';
import { useFileSpace } from './FileSpaceContext';

export type ItemAction = 'rename' | 'copy' | 'move' | 'up' | 'down' | 'pin' | 'delete';

interface FolderItemsTableProps {
  items: MsItemDto[];
  loading: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onOpen: (item: MsItemDto) => void;
  onAction: (action: ItemAction, item: MsItemDto) => void;
  /** 上移 / 下移 apply to the custom order only. */
  canReorder: boolean;
  emptyText: React.ReactNode;
}

/** The folders and files of one folder: folders first, each opened by its name, with its actions. */
export function FolderItemsTable(props: FolderItemsTableProps) {
  const { kindName } = useFileSpace();
  const columns: TableProps<MsItemDto>['columns'] = [
    {
      title: t('statistics.files.column.name'),
      dataIndex: 'name',
      render: (name: string, item) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => props.onOpen(item)}
          data-testid="files-item-open"
        >
          <FileItemName type={item.type} kind={item.kind} name={name} />
        </Button>
      ),
    },
    {
      title: t('statistics.files.column.kind'),
      key: 'kind',
      width: 140,
      render: (_: unknown, item) => (item.kind ? kindName(item.kind) : t('statistics.files.kind.folder')),
    },
    {
      title: t('statistics.files.column.rows'),
      dataIndex: 'size',
      align: 'right',
      width: 100,
      render: (size: number | null) => (size == null ? '' : size.toLocaleString('zh-CN')),
    },
    { title: t('statistics.files.column.updatedAt'), dataIndex: 'updatedAt', width: 180, render: formatTime },
    {
      title: t('statistics.files.column.actions'),
      key: 'actions',
      width: 150,
      render: (_: unknown, item) => (
        <Space size={0}>
          <Button size="small" type="link" icon={<EditOutlined />} onClick={() => props.onAction('rename', item)}>
            {t('statistics.files.rename')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'copy', icon: <CopyOutlined />, label: t('statistics.files.copyTo') },
                { key: 'move', icon: <DragOutlined />, label: t('statistics.files.moveTo') },
                { key: 'up', icon: <ArrowUpOutlined />, label: t('statistics.files.up'), disabled: !props.canReorder },
                {
                  key: 'down',
                  icon: <ArrowDownOutlined />,
                  label: t('statistics.files.down'),
                  disabled: !props.canReorder,
                },
                ...(item.type === 'file'
                  ? [{ key: 'pin', icon: <StarOutlined />, label: t('statistics.files.pin') }]
                  : []),
                { type: 'divider' as const },
                { key: 'delete', icon: <DeleteOutlined />, danger: true, label: t('statistics.files.delete') },
              ],
              onClick: ({ key }) => props.onAction(key as ItemAction, item),
            }}
          >
            <Button size="small" type="link" icon={<MoreOutlined />} data-testid="files-item-more">
              {t('statistics.files.more')}
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];
  return (
    <Table<MsItemDto>
      rowKey="id"
      size="small"
      loading={props.loading}
      dataSource={props.items}
      columns={columns}
      pagination={{
        pageSize: 50,
        hideOnSinglePage: true,
        showTotal: (total) => t('statistics.files.total', { total }),
      }}
      rowSelection={{ selectedRowKeys: props.selected, onChange: (keys) => props.onSelect(keys.map(String)) }}
      locale={{ emptyText: props.emptyText }}
      data-testid="files-table"
    />
  );
}
