import { DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { type FmeaFunction, SPECIAL_CHARACTERISTICS } from '@qis/shared';
import { Button, Card, Col, Empty, Flex, Form, Input, List, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../locales';
import { PickFromLibrary } from '../../fmea-library/knowledge/PickFromLibrary';
import { useFmeaApi } from '../project/FmeaKindContext';
import { firstElementId } from '../project/net-views';
import { useProject } from '../project/ProjectContext';
import { ElementPicker } from './ElementPicker';
import { FunctionDeleteModal } from './FunctionDeleteModal';

interface FunctionValues {
  name: string;
  requirement?: string;
  specialCharacteristic?: 'CC' | 'SC' | null;
}

/** The label of a function with its element, for the function-net pickers. */
function useFunctionLabels() {
  const { net } = useProject();
  return useMemo(() => {
    const elements = new Map(net.elements.map((e) => [e.id, e.name]));
    return new Map(net.functions.map((f) => [f.id, `${elements.get(f.elementId) ?? ''} · ${f.name}`]));
  }, [net]);
}

function FunctionNet({ focus }: { focus: FmeaFunction }) {
  const { linkFunctions, unlinkFunctions } = useFmeaApi();
  const { project, net, readOnly, run, reload } = useProject();
  const labels = useFunctionLabels();
  const higher = net.functionLinks.filter((l) => l.lowerId === focus.id).map((l) => l.higherId);
  const lower = net.functionLinks.filter((l) => l.higherId === focus.id).map((l) => l.lowerId);
  const candidates = net.functions.filter((f) => f.id !== focus.id && f.elementId !== focus.elementId);

  const link = async (higherId: string, lowerId: string) => {
    if (await run(() => linkFunctions({ projectId: project.id, higherId, lowerId }), t('fmea.function.linked'))) {
      await reload();
    }
  };
  const unlink = async (higherId: string, lowerId: string) => {
    if (await run(() => unlinkFunctions({ projectId: project.id, higherId, lowerId }))) await reload();
  };

  const column = (side: 'higher' | 'lower', ids: string[]) => (
    <Card
      size="small"
      title={t(side === 'higher' ? 'fmea.function.higher' : 'fmea.function.lower')}
      data-testid={`fmea-function-${side}`}
    >
      <List
        size="small"
        dataSource={ids}
        locale={{ emptyText: t('fmea.function.none') }}
        renderItem={(id) => (
          <List.Item
            actions={
              readOnly
                ? []
                : [
                    <Button
                      key="unlink"
                      type="link"
                      size="small"
                      onClick={() => (side === 'higher' ? unlink(id, focus.id) : unlink(focus.id, id))}
                    >
                      {t('fmea.function.unlink')}
                    </Button>,
                  ]
            }
          >
            {labels.get(id)}
          </List.Item>
        )}
      />
      {!readOnly && (
        <Select
          style={{ width: '100%', marginTop: 8 }}
          placeholder={t('fmea.function.pickToLink')}
          value={null}
          showSearch={{ optionFilterProp: 'label' }}
          options={candidates
            .filter((f) => !ids.includes(f.id))
            .map((f) => ({ value: f.id, label: labels.get(f.id) ?? f.name }))}
          onChange={(id: string | null) => id && (side === 'higher' ? link(id, focus.id) : link(focus.id, id))}
          data-testid={`fmea-function-link-${side}`}
        />
      )}
    </Card>
  );

  return (
    <Card
      size="small"
      title={
        <span>
          <LinkOutlined /> {t('fmea.function.net')}：{focus.name}
        </span>
      }
    >
      <Row gutter={12} wrap={false}>
        <Col span={12}>{column('higher', higher)}</Col>
        <Col span={12}>{column('lower', lower)}</Col>
      </Row>
    </Card>
  );
}

/** Step 3, the function list: functions and requirements per element, and the function net of a focus function. */
export function FunctionListStep() {
  const { saveFunction } = useFmeaApi();
  const { project, net, readOnly, run, reload } = useProject();
  const [elementId, setElementId] = useState<string | null>(() => firstElementId(net.elements));
  const [focusId, setFocusId] = useState<string | null>(null);
  const [editing, setEditing] = useState<FmeaFunction | null>(null);
  const [removing, setRemoving] = useState<FmeaFunction | null>(null);
  const [form] = Form.useForm<FunctionValues>();
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const f of net.functions) map.set(f.elementId, (map.get(f.elementId) ?? 0) + 1);
    return map;
  }, [net.functions]);
  const functions = net.functions.filter((f) => f.elementId === elementId).sort((a, b) => a.sortOrder - b.sortOrder);
  const focus = net.functions.find((f) => f.id === focusId && f.elementId === elementId) ?? null;

  const submit = async (values: FunctionValues) => {
    if (!elementId) return;
    const saved = await run(
      () =>
        saveFunction({
          projectId: project.id,
          elementId,
          ...(editing ? { id: editing.id, version: editing.version } : {}),
          name: values.name,
          requirement: values.requirement ?? '',
          specialCharacteristic: values.specialCharacteristic ?? null,
        }),
      t('fmea.function.saved'),
    );
    if (saved) {
      form.resetFields();
      setEditing(null);
      setFocusId(saved.id);
      await reload();
    }
  };

  return (
    <Row gutter={12} wrap={false}>
      <Col flex="240px">
        <Card size="small" title={t('fmea.failure.focusElement')} styles={{ body: { padding: 4 } }}>
          <ElementPicker
            elements={net.elements}
            selected={elementId}
            counts={counts}
            onSelect={(id) => {
              setElementId(id);
              setFocusId(null);
              setEditing(null);
            }}
          />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {!elementId ? (
          <Empty description={t('fmea.function.pickElement')} />
        ) : (
          <Flex vertical gap={12}>
            <Card size="small" title={t('fmea.function.title')}>
              <Table<FmeaFunction>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={functions}
                data-testid="fmea-function-table"
                onRow={(row) => ({ onClick: () => setFocusId(row.id), style: { cursor: 'pointer' } })}
                rowClassName={(row) => (row.id === focusId ? 'ant-table-row-selected' : '')}
                columns={[
                  { title: t('fmea.function.name'), dataIndex: 'name' },
                  { title: t('fmea.function.requirement'), dataIndex: 'requirement' },
                  {
                    title: t('fmea.function.special'),
                    dataIndex: 'specialCharacteristic',
                    width: 90,
                    render: (value: string | null) => (value ? <Tag color="purple">{value}</Tag> : null),
                  },
                  ...(readOnly
                    ? []
                    : [
                        {
                          title: '',
                          key: 'actions',
                          width: 90,
                          render: (_: unknown, row: FmeaFunction) => (
                            <Space size={0} onClick={(event) => event.stopPropagation()}>
                              <Button
                                type="text"
                                size="small"
                                icon={<EditOutlined />}
                                aria-label={t('fmea.function.edit')}
                                onClick={() => {
                                  setEditing(row);
                                  form.setFieldsValue(row);
                                }}
                              />
                              <Button
                                type="text"
                                size="small"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={`${t('fmea.function.delete')} ${row.name}`}
                                data-testid="fmea-function-delete-button"
                                onClick={() => setRemoving(row)}
                              />
                            </Space>
                          ),
                        },
                      ]),
                ]}
              />
              {!readOnly && (
                <Form<FunctionValues>
                  form={form}
                  layout="inline"
                  onFinish={submit}
                  style={{ marginTop: 12, rowGap: 8 }}
                  data-testid="fmea-function-form"
                >
                  <Form.Item
                    name="name"
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t('fmea.required', { field: t('fmea.function.name') }),
                      },
                    ]}
                  >
                    <Input
                      placeholder={t('fmea.function.name')}
                      maxLength={200}
                      style={{ width: 220 }}
                      data-testid="fmea-function-name"
                    />
                  </Form.Item>
                  <Form.Item name="requirement">
                    <Input
                      placeholder={t('fmea.function.requirement')}
                      maxLength={500}
                      style={{ width: 260 }}
                      data-testid="fmea-function-requirement"
                    />
                  </Form.Item>
                  <Form.Item name="specialCharacteristic">
                    <Select
                      placeholder={t('fmea.function.special')}
                      allowClear
                      style={{ width: 110 }}
                      options={SPECIAL_CHARACTERISTICS.map((value) => ({ value, label: value }))}
                    />
                  </Form.Item>
                  <Form.Item>
                    <PickFromLibrary
                      source="knowledge"
                      categories={['function']}
                      onPick={(entry) => form.setFieldsValue({ name: entry.name, requirement: entry.requirement })}
                      testId="fmea-function-pick"
                    />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" data-testid="fmea-function-save">
                    {editing ? t('fmea.project.save') : t('fmea.function.add')}
                  </Button>
                  {editing && (
                    <Button
                      style={{ marginInlineStart: 8 }}
                      onClick={() => {
                        setEditing(null);
                        form.resetFields();
                      }}
                    >
                      {t('fmea.project.cancel')}
                    </Button>
                  )}
                </Form>
              )}
            </Card>
            {focus ? (
              <FunctionNet focus={focus} />
            ) : (
              functions.length > 0 && (
                <Typography.Text type="secondary">
                  {t('fmea.function.focus')}：{t('fmea.failure.pickFunction')}
                </Typography.Text>
              )
            )}
          </Flex>
        )}
      </Col>
      <FunctionDeleteModal key={removing?.id} fn={removing} onClose={() => setRemoving(null)} />
    </Row>
  );
}
