import {
  changeMatrixType,
  lostRelationCount,
  type MatrixDiagram,
  type MatrixType,
  matrixSets,
  type NewToolFileDto,
  OUTLINE_TEXT_MAX,
  setMatrixRelation,
} from '@qis/shared';
import { App, Col, Flex, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { useDiagramHistory } from '../../diagram/useDiagramHistory';
import type { SaveState } from '../../tool-files/useAutosave';
import { MatrixImportModal } from './MatrixImportModal';
import { MatrixSetItems } from './MatrixSetItems';
import { MatrixTable } from './MatrixTable';
import { MatrixToolbar } from './MatrixToolbar';
import { MatrixWeights } from './MatrixWeights';
import { exportMatrixPicture } from './matrix-export';
import { matrixTableViews } from './matrix-view';

const TYPE_SIZE: Record<MatrixType, number> = { L: 1, T: 2, Y: 3 };

interface MatrixEditorProps {
  file: NewToolFileDto;
  diagram: MatrixDiagram;
  state: SaveState;
  /** An edit: shown at once and saved by the autosave. */
  onChange: (next: MatrixDiagram) => void;
  /** The file as the import left it on the server. */
  onReplaced: (file: NewToolFileDto) => void;
}

/** The matrix diagram editor: a table of relations (no canvas), its items per set, weights, import and export. */
export function MatrixEditor({ file, diagram, state, onChange, onReplaced }: MatrixEditorProps) {
  const { modal } = App.useApp();
  const history = useDiagramHistory(diagram, onChange);
  const { commit } = history;
  const [importing, setImporting] = useState(false);
  const tables = useMemo(() => matrixTableViews(diagram), [diagram]);

  const switchType = (type: MatrixType) => {
    const lost = lostRelationCount(diagram, type);
    const lostItems = type === 'L' && diagram.c.length > 0;
    if (TYPE_SIZE[type] >= TYPE_SIZE[diagram.type] || (lost === 0 && !lostItems)) {
      return commit(changeMatrixType(diagram, type));
    }
    modal.confirm({
      title: t('newTools.matrix.type.confirm'),
      content: t(lostItems ? 'newTools.matrix.type.loseItems' : 'newTools.matrix.type.lose', { count: lost }),
      okText: t('newTools.matrix.type.switch'),
      okButtonProps: { danger: true },
      onOk: () => commit(changeMatrixType(diagram, type)),
    });
  };
  const exportPicture = (kind: 'png' | 'svg') =>
    exportMatrixPicture(diagram, kind).catch(() => toast.error(t('newTools.matrix.export.failed')));

  return (
    <Flex vertical gap={12} style={{ padding: 16 }}>
      <MatrixToolbar
        type={diagram.type}
        onType={switchType}
        history={history}
        canImport={state === 'saved'}
        onImport={() => setImporting(true)}
        onExport={(kind) => void exportPicture(kind)}
      />
      <Typography.Title
        level={4}
        style={{ margin: 0 }}
        type={diagram.title ? undefined : 'secondary'}
        editable={{
          text: diagram.title,
          maxLength: OUTLINE_TEXT_MAX,
          triggerType: ['text', 'icon'],
          onChange: (title) => commit({ ...diagram, title: title.trim() }),
        }}
        data-testid="matrix-title"
      >
        {diagram.title || t('newTools.matrix.title.placeholder')}
      </Typography.Title>
      <MatrixWeights weights={diagram.weights} onChange={(weights, key) => commit({ ...diagram, weights }, key)} />
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={17} style={{ overflowX: 'auto' }}>
          {tables.map((table) => (
            <MatrixTable
              key={table.key}
              table={table}
              onRelation={(rowId, columnId, symbol) => commit(setMatrixRelation(diagram, rowId, columnId, symbol))}
            />
          ))}
        </Col>
        <Col xs={24} xl={7}>
          <Flex vertical gap={20}>
            {matrixSets(diagram.type).map((set) => (
              <MatrixSetItems key={set} diagram={diagram} set={set} onChange={commit} />
            ))}
          </Flex>
        </Col>
      </Row>
      {importing && (
        <MatrixImportModal
          fileId={file.id}
          current={diagram.type}
          onImported={onReplaced}
          onClose={() => setImporting(false)}
        />
      )}
    </Flex>
  );
}
