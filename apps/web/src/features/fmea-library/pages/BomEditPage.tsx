import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { P } from '@qis/shared';
import { Button, Card, Empty, Form, Input, InputNumber, Select, Space, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { useSave } from '../../../shell/components/useSave';
import { toast } from '../../../shell/feedback';
import { type BomDto, fetchBom, saveBom } from '../api';
import { type EditLine, firstIncompleteLine, type LineNode, linesOfBom, lineTree, withDescendants } from '../bom-lines';
import { PartSelect } from '../components/PartSelect';
import { usePlatforms } from '../usePlatforms';

const LIST_PATH = '/BOMList';

interface Header {
  bomNo: string;
  name: string;
  productPlatform?: string;
  description?: string;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/** /addbom and /editbom/{id}: a BOM's header and its tree of lines (part, quantity, remark), saved whole. */
export function BomEditPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const platforms = usePlatforms();
  const [form] = Form.useForm<Header>();
  const [bom, setBom] = useState<BomDto | null>(null);
  const [lines, setLines] = useState<EditLine[]>([]);
  const [loading, setLoading] = useState(!!id);
  const [missing, setMissing] = useState(false);
  const { saving, save } = useSave();
  const canSave = useCan(P.fmea.BOM.key, id ? 'edit' : 'add');

  const show = (loaded: BomDto) => {
    setBom(loaded);
    setLines(linesOfBom(loaded.lines));
    form.setFieldsValue({
      bomNo: loaded.bomNo,
      name: loaded.name,
      productPlatform: loaded.productPlatform ?? undefined,
      description: loaded.description ?? '',
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per id
  useEffect(() => {
    if (!id) return;
    setLoading(true);
    fetchBom(id)
      .then(show)
      .catch(() => setMissing(true))
      .finally(() => setLoading(false));
  }, [id]);

  const update = (key: string, patch: Partial<EditLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const addLine = (parentKey: string | null) =>
    setLines((all) => [...all, { key: newKey(), parentKey, quantity: 1, remark: '' }]);
  const removeLine = (key: string) =>
    setLines((all) => {
      const gone = withDescendants(all, key);
      return all.filter((l) => !gone.has(l.key));
    });

  const submit = async (header: Header) => {
    const incomplete = firstIncompleteLine(lines);
    if (incomplete) {
      toast.error(
        t(incomplete.missing === 'part' ? 'fmeaLibrary.bom.line.missingPart' : 'fmeaLibrary.bom.line.badQuantity', {
          index: incomplete.index,
        }),
      );
      return;
    }
    const body = {
      bomNo: header.bomNo.trim(),
      name: header.name.trim(),
      productPlatform: header.productPlatform ?? null,
      description: header.description?.trim() || null,
      lines: lines.map((l) => ({
        key: l.key,
        parentKey: l.parentKey,
        partId: l.partId as string,
        quantity: l.quantity as number,
        remark: l.remark.trim() || null,
      })),
    };
    let saved: BomDto | null = null;
    const done = await save(
      async () => {
        saved = await saveBom(body, bom ?? undefined);
      },
      t('fmeaLibrary.bom.saved'),
      // A stale version (409): show what is stored now.
      () =>
        id
          ? fetchBom(id)
              .then(show)
              .catch(() => undefined)
          : undefined,
    );
    if (done && saved) {
      if (id) show(saved);
      else navigate(`/editbom/${(saved as BomDto).id}`, { replace: true });
    }
  };

  if (missing)
    return (
      <Card>
        <Empty description={t('fmeaLibrary.bom.notFound')}>
          <Button onClick={() => navigate(LIST_PATH)}>{t('fmeaLibrary.bom.cancel')}</Button>
        </Empty>
      </Card>
    );

  return (
    <Spin spinning={loading}>
      <Card
        title={bom ? `${bom.bomNo} ${bom.name}` : t('fmeaLibrary.menu.addBom')}
        extra={
          <Space>
            <Button onClick={() => navigate(LIST_PATH)}>{t('fmeaLibrary.bom.cancel')}</Button>
            {canSave && (
              <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="bom-save">
                {t('fmeaLibrary.bom.save')}
              </Button>
            )}
          </Space>
        }
      >
        <Form
          form={form}
          layout="inline"
          disabled={!canSave}
          onFinish={submit}
          style={{ rowGap: 12, marginBottom: 16 }}
        >
          <Form.Item
            name="bomNo"
            label={t('fmeaLibrary.bom.bomNo')}
            rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.bom.bomNo.required') }]}
          >
            <Input maxLength={64} style={{ width: 180 }} data-testid="bom-no" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('fmeaLibrary.bom.name')}
            rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.bom.name.required') }]}
          >
            <Input maxLength={100} style={{ width: 240 }} data-testid="bom-name" />
          </Form.Item>
          <Form.Item name="productPlatform" label={t('fmeaLibrary.bom.platform')}>
            <Select
              allowClear
              style={{ width: 200 }}
              options={platforms.map((p) => ({ value: p.code, label: p.name }))}
            />
          </Form.Item>
          <Form.Item name="description" label={t('fmeaLibrary.bom.description')}>
            <Input maxLength={500} style={{ width: 320 }} />
          </Form.Item>
        </Form>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
          <Typography.Text type="secondary">{canSave ? t('fmeaLibrary.bom.lines.hint') : ''}</Typography.Text>
          {canSave && (
            <Button icon={<PlusOutlined />} onClick={() => addLine(null)} data-testid="bom-add-root">
              {t('fmeaLibrary.bom.addRoot')}
            </Button>
          )}
        </Space>
        <Table<LineNode>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={lineTree(lines)}
          expandable={{ expandedRowKeys: lines.map((l) => l.key), showExpandColumn: true }}
          locale={{ emptyText: t('fmeaLibrary.bom.empty') }}
          data-testid="bom-lines"
          columns={[
            {
              title: t('fmeaLibrary.bom.line.part'),
              key: 'part',
              render: (_: unknown, line) =>
                canSave ? (
                  <PartSelect
                    value={line.partId}
                    current={
                      line.partId
                        ? { id: line.partId, partNo: line.partNo ?? '', name: line.partName ?? '' }
                        : undefined
                    }
                    onChange={(part) => update(line.key, { partId: part.id, partNo: part.partNo, partName: part.name })}
                  />
                ) : (
                  `${line.partNo ?? ''} ${line.partName ?? ''}`
                ),
            },
            {
              title: t('fmeaLibrary.bom.line.quantity'),
              key: 'quantity',
              width: 130,
              render: (_: unknown, line) =>
                canSave ? (
                  <InputNumber
                    min={0.001}
                    max={1_000_000}
                    value={line.quantity}
                    status={!line.quantity || line.quantity <= 0 ? 'error' : undefined}
                    onChange={(value) => update(line.key, { quantity: value })}
                    aria-label={t('fmeaLibrary.bom.line.quantity')}
                  />
                ) : (
                  line.quantity
                ),
            },
            {
              title: t('fmeaLibrary.bom.line.remark'),
              key: 'remark',
              width: 220,
              render: (_: unknown, line) =>
                canSave ? (
                  <Input
                    value={line.remark}
                    maxLength={200}
                    onChange={(e) => update(line.key, { remark: e.target.value })}
                    aria-label={t('fmeaLibrary.bom.line.remark')}
                  />
                ) : (
                  line.remark
                ),
            },
            ...(canSave
              ? [
                  {
                    title: t('fmeaLibrary.bom.line.actions'),
                    key: 'actions',
                    width: 190,
                    render: (_: unknown, line: LineNode) => (
                      <Space size={0}>
                        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => addLine(line.key)}>
                          {t('fmeaLibrary.bom.addChild')}
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => removeLine(line.key)}
                        >
                          {t('fmeaLibrary.bom.removeLine')}
                        </Button>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </Spin>
  );
}
