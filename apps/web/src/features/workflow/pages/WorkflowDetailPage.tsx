import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Popconfirm,
  Radio,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { PageLoading } from '../../../shell/components/PageLoading';
import { useSave } from '../../../shell/components/useSave';
import { formatTime } from '../../../shell/utils/format-time';
import { approve, fetchDetail, handle, markRead, reject, type WorkflowDetail, withdraw } from '../api';
import { ACTIONS, INSTANCE_STATUS, TASK_STATUS } from '../labels';

/**
 * A task's or flow's details (?taskId= or ?instanceId=): the business summary, the flow's state and current nodes,
 * the history timeline, and — unless the page is read-only — the actions of the user's open task.
 */
export function WorkflowDetailPage({ readOnly = false }: { readOnly?: boolean }) {
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? undefined;
  const instanceId = params.get('instanceId') ?? undefined;
  const [detail, setDetail] = useState<WorkflowDetail | null>(null);
  const [comment, setComment] = useState('');
  const [rejectTo, setRejectTo] = useState<'initiator' | 'previous'>('initiator');
  const { saving: busy, save } = useSave();
  const [commentMissing, setCommentMissing] = useState(false);

  const load = useCallback(async () => {
    if (!taskId && !instanceId) return;
    setDetail(await fetchDetail({ taskId, instanceId }).catch(() => null));
  }, [taskId, instanceId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!taskId && !instanceId) return <Alert type="error" title={t('workflow.detail.missing')} />;
  if (!detail) return <PageLoading />;

  const { instance, openTask } = detail;
  // The buttons stay busy until the detail is reloaded; a failure has been shown (该事项已办理, 办理失败 ...).
  const run = (action: () => Promise<unknown>) =>
    save(async () => {
      await action();
      setComment('');
      await load();
    }, t('workflow.detail.done'));
  const onReject = () => {
    if (!comment.trim()) {
      setCommentMissing(true);
      return;
    }
    void run(() => reject({ taskId: openTask?.taskId ?? '', comment: comment.trim(), rejectTo }));
  };
  const status = INSTANCE_STATUS[instance.status];

  return (
    <Flex vertical gap={16}>
      <Card
        title={instance.title}
        extra={
          status ? (
            <Tag color={status.color} data-testid="workflow-status">
              {t(status.key)}
            </Tag>
          ) : null
        }
      >
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'module', label: t('workflow.column.module'), children: instance.moduleTypeName },
            { key: 'initiator', label: t('workflow.column.initiator'), children: instance.initiatorName },
            { key: 'started', label: t('workflow.column.started'), children: formatTime(instance.startedAt) },
            {
              key: 'definition',
              label: t('workflow.detail.definition'),
              children: `${instance.definitionName} v${instance.definitionVersion}`,
            },
            { key: 'node', label: t('workflow.column.currentNode'), children: instance.currentNodeName ?? '-' },
            { key: 'ended', label: t('workflow.column.ended'), children: formatTime(instance.endedAt) },
          ]}
        />
        {instance.summary ? (
          <>
            <Typography.Title level={5}>{t('workflow.detail.summary')}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{instance.summary}</Typography.Paragraph>
          </>
        ) : null}
      </Card>

      {!readOnly && openTask ? (
        <Card title={t('workflow.detail.myTask')} data-testid="workflow-actions">
          <Flex vertical gap={12}>
            {openTask.kind === 'notify' ? null : (
              <Input.TextArea
                rows={3}
                maxLength={500}
                showCount
                value={comment}
                status={commentMissing && !comment.trim() ? 'error' : undefined}
                placeholder={t('workflow.detail.comment.placeholder')}
                onChange={(e) => {
                  setComment(e.target.value);
                  setCommentMissing(false);
                }}
                data-testid="workflow-comment"
              />
            )}
            {commentMissing && !comment.trim() ? (
              <Typography.Text type="danger">{t('workflow.detail.comment.required')}</Typography.Text>
            ) : null}
            {openTask.kind === 'approve' ? (
              <Flex gap={12} align="center" wrap>
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() =>
                    void run(() => approve({ taskId: openTask.taskId, comment: comment.trim() || undefined }))
                  }
                  data-testid="workflow-approve"
                >
                  {t('workflow.detail.approve')}
                </Button>
                <Button danger loading={busy} onClick={onReject} data-testid="workflow-reject">
                  {t('workflow.detail.reject')}
                </Button>
                <Space>
                  <span>{t('workflow.detail.rejectTo')}</span>
                  <Radio.Group
                    value={rejectTo}
                    onChange={(e) => setRejectTo(e.target.value)}
                    options={[
                      { value: 'initiator', label: t('workflow.detail.rejectTo.initiator') },
                      { value: 'previous', label: t('workflow.detail.rejectTo.previous') },
                    ]}
                  />
                </Space>
              </Flex>
            ) : openTask.kind === 'handle' ? (
              <Button
                type="primary"
                loading={busy}
                onClick={() =>
                  void run(() => handle({ taskId: openTask.taskId, comment: comment.trim() || undefined }))
                }
                data-testid="workflow-handle"
              >
                {t('workflow.detail.handle')}
              </Button>
            ) : (
              <Button
                type="primary"
                loading={busy}
                onClick={() => void run(() => markRead(openTask.taskId))}
                data-testid="workflow-mark-read"
              >
                {t('workflow.detail.markRead')}
              </Button>
            )}
          </Flex>
        </Card>
      ) : !readOnly && detail.task && detail.task.taskStatus !== 'pending' ? (
        <Alert type="info" title={t('workflow.detail.readOnly')} />
      ) : null}

      {!readOnly && instance.canWithdraw ? (
        <Popconfirm title={t('workflow.detail.withdraw.confirm')} onConfirm={() => run(() => withdraw(instance.id))}>
          <Button style={{ alignSelf: 'flex-start' }} data-testid="workflow-withdraw">
            {t('workflow.detail.withdraw')}
          </Button>
        </Popconfirm>
      ) : null}

      {detail.currentNodes.length > 0 ? (
        <Card title={t('workflow.detail.currentNodes')} size="small">
          {detail.currentNodes.map((node) => (
            <div key={node.nodeId} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{node.nodeName}</Typography.Text>{' '}
              {node.assignees.map((a) => (
                <Tag key={a.userId} color={a.taskStatus === 'done' ? 'success' : 'default'}>
                  {a.name} · {t(TASK_STATUS[a.taskStatus] ?? 'workflow.task.pending')}
                </Tag>
              ))}
            </div>
          ))}
        </Card>
      ) : null}

      <Card title={t('workflow.detail.history')} size="small">
        <Timeline
          data-testid="workflow-history"
          items={detail.history.map((h) => ({
            key: h.id,
            color: h.action === 'reject' ? 'red' : h.action === 'withdraw' ? 'gray' : 'green',
            content: (
              <div>
                <Typography.Text strong>{h.actorName ?? '-'}</Typography.Text>{' '}
                <Tag>{t(ACTIONS[h.action] ?? 'workflow.action.start')}</Tag>
                {h.nodeName ? <Typography.Text type="secondary">{h.nodeName}</Typography.Text> : null}
                <div>
                  <Typography.Text type="secondary">{formatTime(h.createdAt)}</Typography.Text>
                </div>
                {h.comment ? <Typography.Paragraph style={{ margin: 0 }}>{h.comment}</Typography.Paragraph> : null}
              </div>
            ),
          }))}
        />
      </Card>
    </Flex>
  );
}
