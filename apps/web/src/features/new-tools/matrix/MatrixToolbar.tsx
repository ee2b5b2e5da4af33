import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { MATRIX_TYPES, type MatrixType } from '@qis/shared';
import { Button, Flex, Segmented, Tooltip } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { HistoryButtons } from '../../diagram/DiagramTools';

const TYPE_NAMES: Record<MatrixType, MessageKey> = {
  L: 'newTools.matrix.type.l',
  T: 'newTools.matrix.type.t',
  Y: 'newTools.matrix.type.y',
};

interface MatrixToolbarProps {
  type: MatrixType;
  onType: (type: MatrixType) => void;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  /** Off while an edit is not yet saved: the import takes the file's saved version. */
  canImport: boolean;
  onImport: () => void;
  onExport: (kind: 'png' | 'svg') => void;
}

/** Undo/redo, the matrix type (L, T, Y), 导入 Excel and the picture export. */
export function MatrixToolbar(props: MatrixToolbarProps) {
  return (
    <Flex gap={8} wrap align="center">
      <HistoryButtons {...props.history} />
      <Segmented<MatrixType>
        value={props.type}
        onChange={props.onType}
        options={MATRIX_TYPES.map((type) => ({ value: type, label: t(TYPE_NAMES[type]) }))}
        data-testid="matrix-type"
      />
      <Tooltip title={props.canImport ? undefined : t('newTools.matrix.import.wait')}>
        <Button
          icon={<FileExcelOutlined />}
          disabled={!props.canImport}
          onClick={props.onImport}
          data-testid="matrix-import"
        >
          {t('newTools.matrix.import')}
        </Button>
      </Tooltip>
      <Button icon={<DownloadOutlined />} onClick={() => props.onExport('png')} data-testid="matrix-export-png">
        {t('diagram.exportPng')}
      </Button>
      <Button icon={<DownloadOutlined />} onClick={() => props.onExport('svg')} data-testid="matrix-export-svg">
        {t('diagram.exportSvg')}
      </Button>
    </Flex>
  );
}
