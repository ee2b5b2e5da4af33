import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type DvpLine, formSheetRows } from '@qis/shared';
import { App, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Table, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import type { DvpLibraryDto } from '../../fmea-library/knowledge/api';
import { PickFromLibrary } from '../../fmea-library/knowledge/PickFromLibrary';
import { deleteDvp, saveDvp } from '../api';
import { userLabel } from '../project/options';
import { useProject } from '../project/ProjectContext';

const STATUSES = ['planned', 'running', 'passed', 'failed'] as const;
const STATUS_COLORS = { planned: undefined, running: 'blue', passed: 'green', failed: 'red' } as const;

interface DvpValues {
  chain: string | null;
  testName: string;
  acceptanceCriteria: string;
  sampleSize: number | null;
  responsibleId: string | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  result: string;
  status: DvpLine['status'];
}

/** The DVP&R: verification tests tied to a chain's detection control, with plan and result. */
export function DvpStep() {
  const { project, net, users, readOnly, run, reload } = useProject();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<{ line: DvpLine | null } | null>(null);
  const [form] = Form.useForm<DvpValues>();
  const chains = useMemo(() => formSheetRows(0, net).filter((row) => row.cause), [net]);
  const chainLabel = useMemo(
    () => new Map(chains.map((row) => [row.key, `${row.mode.name} ← ${row.cause?.name ?? ''}`])),
    [chains],
  );
  const names = new Map(users.map((u) => [u.id, userLabel(u)]));

  useEffect(() => {
    if (!editing) return;
    const line = editing.line;
    form.setFieldsValue(
      line
        ? { ...line, chain: line.modeId && line.causeId ? `${line.modeId}:${line.causeId}` : null }
        : {
            chain: null,
            testName: '',
            acceptanceCriteria: '',
            sampleSize: null,
            responsibleId: null,
            plannedStart: null,
            plannedEnd: null,
            result: '',
            status: 'planned',
          },
    );
  }, [editing, form]);

  // A DVP library test fills the line's test; its method goes with the acceptance criteria (a line has no method).
  const fillFrom = (test: DvpLibraryDto) =>
    form.setFieldsValue({
      testName: test.testName,
      acceptanceCriteria: [test.testMethod, test.acceptanceCriteria].filter(Boolean).join('：').slice(0, 500),
      sampleSize: test.sampleSize,
    });

  const save = async ({ chain, ...values }: DvpValues) => {
    const [modeId, causeId] = chain ? chain.split(':') : [null, null];
    const line = editing?.line;
    const saved = await run(
      () =>
        saveDvp({
          projectId: project.id,
          ...(line ? { id: line.id, version: line.version, actionId: line.actionId } : {}),
          ...values,
          plannedStart: values.plannedStart || null,
          plannedEnd: values.plannedEnd || null,
          modeId: modeId ?? null,
          causeId: causeId ?? null,
        }),
      t('fmea.dvp.saved'),
    );
    if (saved) {
      setEditing(null);
      await reload();
    }
  };
  const remove = (line: DvpLine) =>
    modal.confirm({
      title: t('fmea.dvp.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await run(() => deleteDvp({ projectId: project.id, id: line.id, version: line.version }))) await reload();
      },
    });

  return (
    <Card
      size="small"
      title={t('fmea.dvp.title')}
      extra={
        !readOnly && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ line: null })} data-testid="fmea-dvp-add">
            {t('fmea.dvp.add')}
          </Button>
        )
      }
    >
      <Table<DvpLine>
        rowKey="id"
        size="small"
        dataSource={net.dvp}
        scroll={{ x: 'max-content' }}
        data-testid="fmea-dvp"
        columns={[
          { title: t('fmea.dvp.testName'), dataIndex: 'testName' },
          {
            title: t('fmea.dvp.chain'),
            key: 'chain',
            render: (_, line) => (line.modeId && line.causeId ? chainLabel.get(`${line.modeId}:${line.causeId}`) : ''),
          },
          { title: t('fmea.dvp.acceptance'), dataIndex: 'acceptanceCriteria' },
          { title: t('fmea.dvp.sampleSize'), dataIndex: 'sampleSize' },
          {
            title: t('fmea.dvp.responsible'),
            dataIndex: 'responsibleId',
            render: (id: string | null) => (id ? names.get(id) : ''),
          },
          { title: t('fmea.dvp.plannedStart'), dataIndex: 'plannedStart' },
          { title: t('fmea.dvp.plannedEnd'), dataIndex: 'plannedEnd' },
          { title: t('fmea.dvp.result'), dataIndex: 'result' },
          {
            title: t('fmea.dvp.status'),
            dataIndex: 'status',
            render: (s: DvpLine['status']) => (
              <Tag color={STATUS_COLORS[s]}>{t(`fmea.dvp.status.${s}` as MessageKey)}</Tag>
            ),
          },
          ...(readOnly
            ? []
            : [
                {
                  title: '',
                  key: 'edit',
                  render: (_: unknown, line: DvpLine) => (
                    <Space size={0}>
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('fmea.opt.edit')}
                        onClick={() => setEditing({ line })}
                      />
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('fmea.opt.delete')}
                        onClick={() => remove(line)}
                      />
                    </Space>
                  ),
                },
              ]),
        ]}
      />
      <Modal
        open={editing !== null}
        width={720}
        title={t(editing?.line ? 'fmea.opt.edit' : 'fmea.dvp.add')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        forceRender
      >
        <Form<DvpValues> form={form} layout="vertical" onFinish={save}>
          <Row gutter={12}>
            <Col span={24} style={{ textAlign: 'right', marginBottom: 8 }}>
              <PickFromLibrary source="dvp" size="small" onPick={fillFrom} testId="fmea-dvp-pick" />
            </Col>
            <Col span={24}>
              <Form.Item name="chain" label={t('fmea.dvp.chain')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={chains.map((row) => ({ value: row.key, label: chainLabel.get(row.key) }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="testName"
                label={t('fmea.dvp.testName')}
                rules={[
                  { required: true, whitespace: true, message: t('fmea.required', { field: t('fmea.dvp.testName') }) },
                ]}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="status" label={t('fmea.dvp.status')}>
                <Select options={STATUSES.map((s) => ({ value: s, label: t(`fmea.dvp.status.${s}` as MessageKey) }))} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="acceptanceCriteria" label={t('fmea.dvp.acceptance')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="sampleSize" label={t('fmea.dvp.sampleSize')}>
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name="responsibleId" label={t('fmea.dvp.responsible')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={users.map((u) => ({ value: u.id, label: userLabel(u) }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="plannedStart" label={t('fmea.dvp.plannedStart')}>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="plannedEnd" label={t('fmea.dvp.plannedEnd')}>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="result" label={t('fmea.dvp.result')}>
                <Input.TextArea maxLength={1000} autoSize={{ minRows: 1 }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Modal>
    </Card>
  );
}
