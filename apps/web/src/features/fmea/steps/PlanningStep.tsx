import { Button, Card, Descriptions, Divider, Flex, Form, Space, Spin, Table, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import type { EditProjectBody } from '../api';
import { ProgressBar } from '../components/ProgressBar';
import { StatusTag } from '../components/StatusTag';
import { dateOnly } from '../project/dates';
import { useFmeaApi } from '../project/FmeaKindContext';
import { useProjectOptions } from '../project/options';
import { useProject } from '../project/ProjectContext';
import { ProjectFields } from '../project/ProjectFields';
import { TeamFields } from '../project/TeamFields';

type TeamForm = { team: { userId: string; projectRole: string; canEdit: boolean }[] };

// The plan (seven steps, node tasks, their editor) is its own chunk.
const PlanCard = lazy(() => import('../tasks/PlanCard').then((m) => ({ default: m.PlanCard })));

/**
 * Step 1, planning and preparation: the header block (editable, with its version), the team (managed by the owner
 * or a project manager) and the plan of the node tasks.
 */
export function PlanningStep() {
  const { editProject, saveTeam } = useFmeaApi();
  const { project, readOnly, readOnlyView, run, setProject } = useProject();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<EditProjectBody>();
  const [teamForm] = Form.useForm<TeamForm>();
  const { users, customers } = useProjectOptions();
  // A reloaded project (after a 409, or another member's change) closes the form: its values were read before.
  useEffect(() => {
    if (project.version) setEditing(false);
  }, [project.version]);

  const save = async (values: EditProjectBody) => {
    const saved = await run(
      () => editProject({ ...values, id: project.id, version: project.version }),
      t('fmea.project.saved'),
    );
    if (saved) {
      setProject(saved);
      setEditing(false);
    }
  };
  const saveMembers = async ({ team }: TeamForm) => {
    const saved = await run(
      () => saveTeam({ projectId: project.id, version: project.version, team: team ?? [] }),
      t('fmea.team.saved'),
    );
    if (saved) setProject(saved);
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('fmea.project.planning')}
        size="small"
        extra={
          !readOnly &&
          !editing && (
            <Button onClick={() => setEditing(true)} data-testid="fmea-header-edit">
              {t('fmea.project.edit')}
            </Button>
          )
        }
      >
        {editing ? (
          <Form<EditProjectBody>
            form={form}
            layout="vertical"
            initialValues={{ ...project, startTime: dateOnly(project.startTime), overTime: dateOnly(project.overTime) }}
            onFinish={save}
            data-testid="fmea-header-form"
          >
            <ProjectFields users={users} customers={customers} />
            <Space>
              <Button type="primary" htmlType="submit" data-testid="fmea-header-save">
                {t('fmea.project.save')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('fmea.project.cancel')}</Button>
            </Space>
          </Form>
        ) : (
          <Descriptions column={3} size="small" bordered data-testid="fmea-header">
            <Descriptions.Item label={t('fmea.field.projectNO')}>{project.projectNO}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.projectName')}>{project.projectName}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.category')}>
              {t(`fmea.category.${project.category}` as MessageKey)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.customerName')}>{project.customerName}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.modelYear')}>{project.modelYear}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.confidentiality')}>{project.confidentiality}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.startTime')}>{dateOnly(project.startTime)}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.overTime')}>{dateOnly(project.overTime)}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.owner')}>{project.ownerName}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.responsibility')}>{project.responsibility}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.location')}>{project.location}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.apTableVersion')}>{project.apTableVersion}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.progress')}>
              <ProgressBar stage={project.speedOfProgressh} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.status')}>
              <StatusTag workFlowStatus={project.workFlowStatus} projectStatus={project.projectStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fmea.field.subject')} span={3}>
              {project.subject}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card title={t('fmea.field.team')} size="small">
        {project.canManage && !readOnlyView ? (
          <Form<TeamForm>
            form={teamForm}
            initialValues={{ team: project.team }}
            onFinish={saveMembers}
            key={project.version}
          >
            <TeamFields ownerId={project.ownerId} />
            <Divider style={{ margin: '12px 0' }} />
            <Button type="primary" htmlType="submit" data-testid="fmea-team-save">
              {t('fmea.team.save')}
            </Button>
          </Form>
        ) : (
          <Table
            rowKey="userId"
            size="small"
            pagination={false}
            dataSource={project.team}
            columns={[
              { title: t('fmea.team.user'), key: 'user', render: (_, row) => `${row.name}（${row.userName}）` },
              { title: t('fmea.team.role'), dataIndex: 'projectRole' },
              {
                title: t('fmea.team.canEdit'),
                dataIndex: 'canEdit',
                render: (canEdit: boolean) => (canEdit ? <Tag color="blue">✓</Tag> : '-'),
              },
            ]}
          />
        )}
      </Card>
      <Suspense fallback={<Spin />}>
        <PlanCard />
      </Suspense>
    </Flex>
  );
}
