import { DeleteOutlined, LineChartOutlined } from '@ant-design/icons';
import type { ControlPlanEditableField, ControlPlanLineDto } from '@qis/shared';
import { App, Button, Flex, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../../locales';
import { deleteControlPlanLine, saveControlPlanLine } from '../../control-plan-api';
import { useProject } from '../../project/ProjectContext';
import { SpcBadge } from '../../spc/SpcBadge';
import type { SpcFigures } from '../../spc/spc-figures';
import { EditableText } from './EditableText';
import './control-plan.css';

const EDITABLE: ReadonlyArray<{ field: ControlPlanEditableField; title: MessageKey; width: number; max: number }> = [
  { field: 'measurementTechnique', title: 'fmea.cp.col.measurementTechnique', width: 130, max: 500 },
  { field: 'sampleSize', title: 'fmea.cp.col.sampleSize', width: 80, max: 100 },
  { field: 'frequency', title: 'fmea.cp.col.frequency', width: 90, max: 100 },
  { field: 'controlMethod', title: 'fmea.cp.col.controlMethod', width: 200, max: 1000 },
  { field: 'reactionPlan', title: 'fmea.cp.col.reactionPlan', width: 180, max: 1000 },
];

interface ControlPlanTableProps {
  projectId: string;
  lines: ControlPlanLineDto[];
  figures: SpcFigures;
  readOnly: boolean;
  onSaved: (line: ControlPlanLineDto) => void;
  onDeleted: (id: string) => void;
  onLink: (line: ControlPlanLineDto) => void;
}

/** The lowest occurrence of the chains through each PFMEA function (a mode's or a cause's), from the project's net. */
function lowestOccurrence(net: ReturnType<typeof useProject>['net']): Map<string, number> {
  const functionOf = new Map(net.failures.map((failure) => [failure.id, failure.functionId]));
  const lowest = new Map<string, number>();
  for (const risk of net.risks) {
    if (risk.occurrence === null) continue;
    for (const failureId of [risk.modeId, risk.causeId]) {
      const fn = functionOf.get(failureId);
      if (fn) lowest.set(fn, Math.min(lowest.get(fn) ?? 10, risk.occurrence));
    }
  }
  return lowest;
}

/** The plan's lines: PFMEA fields as they came, the methods and reaction plan edited in place, SPC per special line. */
export function ControlPlanTable(props: ControlPlanTableProps) {
  const { projectId, lines, figures, readOnly, onSaved, onDeleted, onLink } = props;
  const { net, run } = useProject();
  const { modal } = App.useApp();
  const occurrence = useMemo(() => lowestOccurrence(net), [net]);

  const save = async (line: ControlPlanLineDto, field: ControlPlanEditableField, value: string) => {
    const saved = await run(() =>
      saveControlPlanLine({
        projectId,
        id: line.id,
        version: line.version,
        measurementTechnique: line.measurementTechnique,
        sampleSize: line.sampleSize,
        frequency: line.frequency,
        controlMethod: line.controlMethod,
        reactionPlan: line.reactionPlan,
        [field]: value,
      }),
    );
    if (saved) onSaved(saved);
  };
  const remove = (line: ControlPlanLineDto) =>
    modal.confirm({
      title: t('fmea.cp.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const done = await run(() => deleteControlPlanLine({ projectId, id: line.id, version: line.version }));
        if (done) onDeleted(line.id);
      },
    });

  const columns: TableColumnsType<ControlPlanLineDto> = [
    { title: t('fmea.cp.col.stepNumber'), dataIndex: 'stepNumber', width: 70, fixed: 'left' },
    { title: t('fmea.cp.col.stepName'), dataIndex: 'stepName', width: 110, fixed: 'left' },
    { title: t('fmea.cp.col.machine'), dataIndex: 'machine', width: 110 },
    { title: t('fmea.cp.col.number'), dataIndex: 'characteristicNumber', width: 56, align: 'center' },
    { title: t('fmea.cp.col.product'), dataIndex: 'productCharacteristic', width: 130 },
    { title: t('fmea.cp.col.process'), dataIndex: 'processCharacteristic', width: 130 },
    {
      title: t('fmea.cp.col.specialClass'),
      dataIndex: 'specialClass',
      width: 70,
      align: 'center',
      render: (value: ControlPlanLineDto['specialClass']) =>
        value && <Tag color={value === 'CC' ? 'red' : 'orange'}>{value}</Tag>,
    },
    { title: t('fmea.cp.col.specification'), dataIndex: 'specification', width: 130 },
    ...EDITABLE.map(({ field, title, width, max }) => ({
      title: t(title),
      key: field,
      width,
      render: (_: unknown, line: ControlPlanLineDto) => (
        <EditableText
          value={line[field]}
          maxLength={max}
          disabled={readOnly}
          edited={line[field] !== line.generated[field]}
          editedHint={t('fmea.cp.edited')}
          label={t(title)}
          testId={`cp-${field}`}
          onCommit={(value) => void save(line, field, value)}
        />
      ),
    })),
    {
      title: t('fmea.cp.col.spc'),
      key: 'spc',
      width: 150,
      render: (_: unknown, line) => {
        const figure = line.functionId ? figures.get(line.functionId) : undefined;
        return (
          <Flex vertical gap={2} align="flex-start">
            {figure && line.chartFileId && (
              <>
                <SpcBadge figure={figure} occurrence={occurrence.get(line.functionId ?? '') ?? null} />
                <Link to={`/myOldTools/controlChart/${line.chartFileId}`}>{figure.chartName || t('fmea.cp.open')}</Link>
              </>
            )}
            {!readOnly && line.specialClass && !line.sourceGone && (
              <Button size="small" icon={<LineChartOutlined />} onClick={() => onLink(line)} data-testid="cp-link">
                {t('fmea.cp.link')}
              </Button>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'state',
      width: 60,
      fixed: 'right',
      render: (_: unknown, line) =>
        line.sourceGone && (
          <Flex vertical gap={2}>
            <Tooltip title={t('fmea.cp.gone')}>
              <Tag color="red">{t('fmea.cp.gone').slice(0, 4)}</Tag>
            </Tooltip>
            {!readOnly && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(line)}
                data-testid="cp-delete"
              />
            )}
          </Flex>
        ),
    },
  ];

  return (
    <Table<ControlPlanLineDto>
      className="cp-table"
      size="small"
      bordered
      rowKey="id"
      dataSource={lines}
      columns={columns}
      pagination={lines.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      scroll={{ x: 1700 }}
      rowClassName={(line) => (line.sourceGone ? 'cp-gone' : '')}
      onRow={(line) => ({ 'data-testid': `cp-line-${line.characteristicNumber}` }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
