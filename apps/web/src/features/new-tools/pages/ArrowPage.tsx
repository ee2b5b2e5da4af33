import { type ArrowDiagramDoc, ArrowDiagramSchema, scheduleArrowDiagram } from '@qis/shared';
import { Alert, Flex, Input, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { t } from '../../../locales';
import { HistoryButtons } from '../../diagram/DiagramTools';
import { useDiagramHistory } from '../../diagram/useDiagramHistory';
import { ActivityTable } from '../arrow/ActivityTable';
import { ArrowNetwork } from '../arrow/ArrowNetwork';
import { addActivity, removeActivity, updateActivity } from '../arrow/arrow-model';
import { formatDuration } from '../arrow/format-duration';
import { DiagramFileFrame } from '../components/DiagramFileFrame';
import { useDiagramFile } from '../useDiagramFile';
import '../arrow/arrow.css';

const parse = (stored: unknown): ArrowDiagramDoc => {
  const parsed = ArrowDiagramSchema.safeParse(stored);
  return parsed.success ? parsed.data : { unit: '天', activities: [] };
};

/** /myTools/arrow/:id (also /myFile/arrow/:id, /recentChanges/arrow/:id) — an arrow diagram (activity network). */
export function ArrowPage() {
  const { id = '' } = useParams();
  const { file, diagram, failed, state, change, adopt } = useDiagramFile(id, 'arrow', parse);
  return (
    <DiagramFileFrame file={file} failed={failed} state={state} onFileChange={adopt}>
      {file && diagram && <ArrowEditor value={diagram} onChange={change} title={file.name} />}
    </DiagramFileFrame>
  );
}

function ArrowEditor({
  value,
  onChange,
  title,
}: {
  value: ArrowDiagramDoc;
  onChange: (next: ArrowDiagramDoc) => void;
  title: string;
}) {
  const { commit, undo, redo, canUndo, canRedo } = useDiagramHistory(value, onChange);
  const result = useMemo(() => (value.activities.length ? scheduleArrowDiagram(value.activities) : null), [value]);
  const schedule = result?.ok ? result.schedule : null;
  const times = useMemo(() => new Map(schedule?.activities.map((a) => [a.id, a]) ?? []), [schedule]);
  const predecessors = useMemo(() => new Map(value.activities.map((a) => [a.id, a.predecessors])), [value]);
  const flagged = new Set(result && !result.ok ? result.error.activityIds : []);
  const nameOf = (activityId: string) => value.activities.find((a) => a.id === activityId)?.name ?? activityId;

  return (
    <Flex vertical gap={12} style={{ padding: 16 }}>
      <Flex align="center" gap={16} wrap>
        <HistoryButtons canUndo={canUndo} canRedo={canRedo} undo={undo} redo={redo} />
        <Space>
          <Typography.Text type="secondary">{t('newTools.arrow.unit')}</Typography.Text>
          <Input
            size="small"
            style={{ width: 72 }}
            value={value.unit}
            maxLength={10}
            onChange={(e) => commit({ ...value, unit: e.target.value }, 'unit')}
            aria-label={t('newTools.arrow.unit')}
          />
        </Space>
        {schedule && (
          <Typography.Text strong data-testid="arrow-duration">
            {t('newTools.arrow.total', { duration: formatDuration(schedule.projectDuration), unit: value.unit })}
          </Typography.Text>
        )}
      </Flex>
      {result && !result.ok && <Alert type="error" showIcon message={result.error.message} data-testid="arrow-error" />}
      {!result && <Alert type="info" showIcon message={t('newTools.arrow.empty')} />}
      {schedule && (
        <div data-testid="arrow-critical-paths">
          {schedule.criticalPaths.map((path) => (
            <Typography.Text key={path.join('>')} style={{ display: 'block' }}>
              <Typography.Text type="danger" strong>
                {t('newTools.arrow.criticalPath')}
              </Typography.Text>
              {path.map((activityId) => `${activityId} ${nameOf(activityId)}`).join(' → ')}
            </Typography.Text>
          ))}
          {schedule.truncated && <Typography.Text type="secondary">{t('newTools.arrow.truncated')}</Typography.Text>}
        </div>
      )}
      <ActivityTable
        diagram={value}
        times={times}
        flagged={flagged}
        onAdd={() => commit(addActivity(value, t('newTools.arrow.newActivity')))}
        onUpdate={(activityId, patch, mergeKey) => commit(updateActivity(value, activityId, patch), mergeKey)}
        onRemove={(activityId) => commit(removeActivity(value, activityId))}
      />
      {schedule && (
        <div style={{ height: 480 }}>
          <ArrowNetwork schedule={schedule} predecessors={predecessors} unit={value.unit} title={title} />
        </div>
      )}
    </Flex>
  );
}
