import { DatePicker, Modal, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError } from '../../../shell/http';
import type { NodeTimeChange, TaskDto } from '../kind-api';
import { useFmeaApi } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';
import { usePlan } from './PlanContext';
import { TaskStatusBadge } from './TaskStatusBadge';

type Draft = Pick<NodeTimeChange, 'startTime' | 'endTime' | 'assigneeId'>;

const draftOf = (task: TaskDto): Draft => ({
  startTime: task.startTime,
  endTime: task.endTime,
  assigneeId: task.assigneeId,
});
const same = (a: Draft, b: Draft) =>
  a.startTime === b.startTime && a.endTime === b.endTime && a.assigneeId === b.assigneeId;

/**
 * 节点计划: every node's assignee (the owner or a team member with edit rights) and planned start and end, saved in
 * one batchChangeNodeTime with the versions read (a 409 offers to reload).
 */
export function PlanEditorModal({ onClose }: { onClose: () => void }) {
  const { savePlan } = useFmeaApi();
  const { project, run } = useProject();
  const { plan, setPlan, reload } = usePlan();
  const tasks = plan?.tasks ?? [];
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(tasks.map((task) => [task.id, draftOf(task)])),
  );
  const [saving, setSaving] = useState(false);
  const change = (id: string, patch: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [id]: { ...(current[id] as Draft), ...patch } }));

  const save = async () => {
    const nodes = tasks
      .filter((task) => !same(drafts[task.id] as Draft, draftOf(task)))
      .map((task) => ({ nodeId: task.nodeEventId, version: task.version, ...(drafts[task.id] as Draft) }));
    if (nodes.length === 0) {
      toast.warning(t('fmea.plan.unchanged'));
      return;
    }
    setSaving(true);
    const saved = await run(async () => {
      try {
        return await savePlan({ projectId: project.id, nodes });
      } catch (error) {
        // A task changed since it was read (409): the plan is read again along with the project.
        if (error instanceof ApiError && error.status === 409) {
          void reload();
          onClose();
        }
        throw error;
      }
    }, t('fmea.plan.saved'));
    setSaving(false);
    if (saved) {
      setPlan(saved);
      onClose();
    }
  };

  const options = (plan?.assignable ?? []).map((user) => ({
    value: user.userId,
    label: `${user.name}（${user.userName}）`,
  }));
  return (
    <Modal
      open
      width={860}
      title={t('fmea.plan.editTitle')}
      okText={t('fmea.plan.save')}
      cancelText={t('fmea.plan.cancel')}
      onOk={save}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('fmea.plan.manageHint')}</Typography.Paragraph>
      <Table<TaskDto>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={tasks}
        data-testid="fmea-plan-editor"
        columns={[
          { title: t('fmea.task.node'), dataIndex: 'nodeName', width: 120 },
          {
            title: t('fmea.task.assignee'),
            key: 'assignee',
            width: 200,
            render: (_, task) => (
              <Select
                allowClear
                style={{ width: '100%' }}
                placeholder={t('fmea.task.unassigned')}
                value={drafts[task.id]?.assigneeId ?? undefined}
                options={options}
                onChange={(value?: string) => change(task.id, { assigneeId: value ?? null })}
                data-testid={`fmea-plan-assignee-${task.nodeEventId}`}
              />
            ),
          },
          {
            title: `${t('fmea.task.start')} / ${t('fmea.task.end')}`,
            key: 'dates',
            render: (_, task) => {
              const draft = drafts[task.id] as Draft;
              return (
                <DatePicker.RangePicker
                  allowEmpty={[true, true]}
                  value={[draft.startTime ? dayjs(draft.startTime) : null, draft.endTime ? dayjs(draft.endTime) : null]}
                  onChange={(_, [start, end]) => change(task.id, { startTime: start || null, endTime: end || null })}
                />
              );
            },
          },
          {
            title: t('fmea.task.status'),
            key: 'status',
            width: 110,
            render: (_, task) => <TaskStatusBadge auditStatus={task.auditStatus} />,
          },
        ]}
      />
    </Modal>
  );
}
