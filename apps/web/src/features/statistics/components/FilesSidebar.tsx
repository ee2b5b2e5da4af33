import { ClockCircleOutlined, CloseOutlined, FolderOutlined, StarOutlined } from '@ant-design/icons';
import type { MsFileDto, MsFileKind, MsFolderNode, MsQuickAccessDto } from '@qis/shared';
import { Button, Card, Empty, Flex, List, Tree, Typography } from 'antd';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { formatTime } from '../../../shell/utils/format-time';
import { FileItemName } from './FileItemName';
import { useFileSpace } from './FileSpaceContext';
import { ROOT_FOLDER } from './FolderTreeSelect';

interface FilesSidebarProps {
  /** My files counted per kind (classification). */
  counts: { kind: MsFileKind; count: number }[];
  /** The kind whose files are listed, or null: a folder is shown. */
  kind: MsFileKind | null;
  onOpenKind: (kind: MsFileKind) => void;
  tree: MsFolderNode[];
  folderId: string | null;
  onOpenFolder: (folderId: string | null) => void;
  quickAccess: MsQuickAccessDto[];
  onUnpin: (entry: MsQuickAccessDto) => void;
  recent: MsFileDto[];
}

interface TreeNode {
  key: string;
  title: string;
  icon: React.ReactNode;
  children: TreeNode[];
}

const nodesOf = (folders: MsFolderNode[]): TreeNode[] =>
  folders.map((folder) => ({
    key: folder.id,
    title: folder.name,
    icon: <FolderOutlined />,
    children: nodesOf(folder.children),
  }));

const small = { fontSize: 12 } as const;

/** Beside my files: quick access, the last changed files, and the folder tree. */
export function FilesSidebar(props: FilesSidebarProps) {
  const { kindName, filePath } = useFileSpace();
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('statistics.files.quickAccess')} data-testid="files-quick-access">
        {props.quickAccess.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.files.quickAccess.empty')} />
        ) : (
          <List
            size="small"
            dataSource={props.quickAccess}
            renderItem={(entry) => (
              <List.Item
                style={{ paddingInline: 0 }}
                actions={[
                  <Button
                    key="unpin"
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    title={t('statistics.files.unpin')}
                    onClick={() => props.onUnpin(entry)}
                  />,
                ]}
              >
                <Link to={filePath(entry.kind, entry.fileId)}>
                  <StarOutlined /> {entry.name}
                </Link>
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card size="small" title={t('statistics.files.recent')} data-testid="files-recent">
        {props.recent.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.files.recent.empty')} />
        ) : (
          <List
            size="small"
            dataSource={props.recent}
            renderItem={(file) => (
              <List.Item style={{ paddingInline: 0, display: 'block' }}>
                <Link to={filePath(file.kind, file.id)}>
                  <ClockCircleOutlined /> {file.name}
                </Link>
                <Typography.Text type="secondary" style={{ ...small, display: 'block' }}>
                  {kindName(file.kind)} · {formatTime(file.updatedAt)}
                </Typography.Text>
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card size="small" title={t('statistics.files.byKind')} data-testid="files-kinds">
        <List
          size="small"
          dataSource={props.counts}
          renderItem={({ kind, count }) => (
            <List.Item style={{ paddingInline: 0 }} extra={<Typography.Text type="secondary">{count}</Typography.Text>}>
              <Button
                type="link"
                size="small"
                style={{ padding: 0, fontWeight: props.kind === kind ? 600 : undefined }}
                onClick={() => props.onOpenKind(kind)}
              >
                <FileItemName type="file" kind={kind} name={kindName(kind)} />
              </Button>
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" title={t('statistics.files.folders')} data-testid="files-tree">
        <Tree
          showIcon
          blockNode
          defaultExpandedKeys={[ROOT_FOLDER]}
          selectedKeys={props.kind ? [] : [props.folderId ?? ROOT_FOLDER]}
          onSelect={(keys) => {
            const key = keys[0];
            if (key !== undefined) props.onOpenFolder(key === ROOT_FOLDER ? null : String(key));
          }}
          treeData={[
            {
              key: ROOT_FOLDER,
              title: t('statistics.files.root'),
              icon: <FolderOutlined />,
              children: nodesOf(props.tree),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
