import { DeleteOutlined, ExperimentOutlined, PlusOutlined } from '@ant-design/icons';
import type { OrthogonalDesignDto } from '@qis/shared';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { designOrthogonalExperiment } from '../api';
import { type OrthogonalArrayName, type OrthogonalFactor, orthogonalArrayOptions } from './OrthogonalArrays';

export interface OrthogonalDesign {
  factors: OrthogonalFactor[];
  result: OrthogonalDesignDto;
}

interface Values {
  factors: OrthogonalFactor[];
  array?: OrthogonalArrayName;
}

interface OrthogonalDesignCardProps {
  /** The factors to start from (the saved design's, else an empty one). */
  initialFactors: OrthogonalFactor[];
  design: OrthogonalDesign | null;
  onDesigned: (design: OrthogonalDesign) => void;
}

const MAX_FACTORS = 15;
const EMPTY_FACTOR: OrthogonalFactor = { name: '', levels: [] };

/** Step 1 of an orthogonal experiment: factors and their levels, then the array, the header design and the runs. */
export function OrthogonalDesignCard({ initialFactors, design, onDesigned }: OrthogonalDesignCardProps) {
  const [form] = Form.useForm<Values>();
  const [designing, setDesigning] = useState(false);

  const generate = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const factors = values.factors.map((factor) => ({
      name: factor.name.trim(),
      levels: factor.levels.map((level) => level.trim()).filter(Boolean),
    }));
    setDesigning(true);
    try {
      const result = await designOrthogonalExperiment({ factors, ...(values.array ? { array: values.array } : {}) });
      onDesigned({ factors, result });
    } catch {
      // The HTTP client has shown the server's message (the array cannot hold the factors).
    } finally {
      setDesigning(false);
    }
  };

  return (
    <Card title={t('statistics.orthogonal.design')} data-testid="orthogonal-design">
      <Row gutter={24}>
        <Col xs={24} xl={10}>
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ factors: initialFactors.length > 0 ? initialFactors : [EMPTY_FACTOR, EMPTY_FACTOR] }}
          >
            <Form.List
              name="factors"
              rules={[
                {
                  validator: async (_, factors: OrthogonalFactor[]) => {
                    const names = factors.map((factor) => factor?.name?.trim()).filter(Boolean);
                    if (new Set(names).size !== names.length)
                      throw new Error(t('statistics.orthogonal.factor.duplicate'));
                  },
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="start" style={{ display: 'flex' }}>
                      <Form.Item
                        name={[field.name, 'name']}
                        label={index === 0 ? t('statistics.orthogonal.factor.name') : undefined}
                        rules={[
                          {
                            required: true,
                            whitespace: true,
                            message: t('statistics.orthogonal.factor.name.required'),
                          },
                        ]}
                        style={{ width: 120 }}
                      >
                        <Input maxLength={50} placeholder={t('statistics.orthogonal.factor.name.placeholder')} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'levels']}
                        label={index === 0 ? t('statistics.orthogonal.factor.levels') : undefined}
                        rules={[
                          { type: 'array', min: 2, message: t('statistics.orthogonal.factor.levels.min') },
                          { type: 'array', max: 5, message: t('statistics.orthogonal.factor.levels.max') },
                        ]}
                        style={{ width: 280 }}
                      >
                        <Select
                          mode="tags"
                          open={false}
                          suffixIcon={null}
                          tokenSeparators={[',', '，', '、', ' ']}
                          placeholder={t('statistics.orthogonal.factor.levels.placeholder')}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('statistics.orthogonal.factor.remove')}
                        disabled={fields.length <= 1}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: index === 0 ? 30 : 0 }}
                      />
                    </Space>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    disabled={fields.length >= MAX_FACTORS}
                    onClick={() => add(EMPTY_FACTOR)}
                    style={{ marginBottom: 16 }}
                  >
                    {t('statistics.orthogonal.factor.add')}
                  </Button>
                </>
              )}
            </Form.List>
            <Form.Item
              name="array"
              label={t('statistics.orthogonal.array')}
              extra={t('statistics.orthogonal.array.help')}
            >
              <Select
                allowClear
                options={orthogonalArrayOptions()}
                placeholder={t('statistics.orthogonal.array.auto')}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Button type="primary" icon={<ExperimentOutlined />} loading={designing} onClick={() => void generate()}>
              {t('statistics.orthogonal.generate')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} xl={14}>
          {design ? (
            <DesignTables design={design} />
          ) : (
            <Alert type="info" showIcon title={t('statistics.orthogonal.design.hint')} />
          )}
        </Col>
      </Row>
    </Card>
  );
}

function DesignTables({ design }: { design: OrthogonalDesign }) {
  const { result, factors } = design;
  const header = [Object.fromEntries(result.assignment.map((factor, column) => [column, factor]))];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text>
        {t('statistics.orthogonal.design.summary', { notation: result.notation, runs: result.runs })}
      </Typography.Text>
      <div>
        <Typography.Title level={5}>{t('statistics.orthogonal.header')}</Typography.Title>
        <Table<Record<number, string | null>>
          size="small"
          bordered
          rowKey={() => 'header'}
          pagination={false}
          dataSource={header}
          scroll={{ x: 'max-content' }}
          columns={result.assignment.map((_, column) => ({
            title: t('statistics.orthogonal.columnNo', { column: column + 1 }),
            dataIndex: column,
            align: 'center' as const,
            render: (factor: string | null) =>
              factor ? (
                <Tag color="blue">{factor}</Tag>
              ) : (
                <Typography.Text type="secondary">{t('statistics.orthogonal.emptyColumn')}</Typography.Text>
              ),
          }))}
        />
      </div>
      <div>
        <Typography.Title level={5}>{t('statistics.orthogonal.plan')}</Typography.Title>
        <Table<{ run: number; labels: string[] }>
          size="small"
          bordered
          rowKey="run"
          pagination={false}
          dataSource={result.runsTable.map((labels, index) => ({ run: index + 1, labels }))}
          scroll={{ x: 'max-content', y: 420 }}
          columns={[
            { title: t('statistics.orthogonal.run'), dataIndex: 'run', align: 'center', width: 80 },
            ...factors.map((factor, f) => ({
              title: factor.name,
              key: `f-${f}`,
              align: 'center' as const,
              render: (_: unknown, row: { labels: string[] }) => row.labels[f],
            })),
          ]}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('statistics.orthogonal.plan.note')}
        </Typography.Text>
      </div>
    </Space>
  );
}
