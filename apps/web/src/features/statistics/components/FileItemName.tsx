import { FileTextOutlined, FolderFilled, PictureOutlined } from '@ant-design/icons';
import type { MsFileKind } from '@qis/shared';
import { Space, theme } from 'antd';
import { useFileSpace } from './FileSpaceContext';
import { WORKBENCH_ANALYSES } from './WorkbenchAnalyses';

interface FileItemNameProps {
  type: 'folder' | 'file';
  kind: MsFileKind | null;
  name: string;
}

/**
 * A folder or file of my files with its icon: a folder, a data sheet, a statistics analysis's icon and colour, or a
 * chart or diagram of the seven tools in its tool's colour.
 */
export function FileItemName({ type, kind, name }: FileItemNameProps) {
  const { token } = theme.useToken();
  const { kindColor } = useFileSpace();
  const analysis = WORKBENCH_ANALYSES.find((candidate) => candidate.key === kind);
  const icon =
    type === 'folder' ? (
      <FolderFilled style={{ color: token.colorWarning }} />
    ) : analysis ? (
      <span style={{ color: analysis.color }}>{analysis.icon}</span>
    ) : kind && kind !== 'data' ? (
      <PictureOutlined style={{ color: kindColor(kind) ?? token.colorPrimary }} />
    ) : (
      <FileTextOutlined style={{ color: token.colorSuccess }} />
    );
  return (
    <Space size={8}>
      {icon}
      <span>{name}</span>
    </Space>
  );
}
