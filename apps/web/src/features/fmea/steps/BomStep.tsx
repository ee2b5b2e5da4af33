import { ApartmentOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Flex, Popconfirm, Select, Spin, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { copyBomToStructure, fetchProjectBom, linkBom, type ProjectBom } from '../bom-boundary-api';
import { elementsInTreeOrder } from '../project/net-views';
import { useProject } from '../project/ProjectContext';
import { BomLinkModal } from './BomLinkModal';
import { type BomLineRow, bomLineRows } from './bom-line-rows';

/**
 * Task node 物料清单: the BOM of the library the project is analysed from, as a tree with the structure element each
 * line was copied into; chosen lines (or all) copied into the structure tree, never twice.
 */
export function BomStep() {
  const { project, net, readOnly, run, reload } = useProject();
  const [, setParams] = useSearchParams();
  const [state, setState] = useState<ProjectBom | null>(null);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [target, setTarget] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);

  useEffect(() => {
    fetchProjectBom(project.id)
      .then(setState)
      .catch(() => undefined);
  }, [project.id]);

  const bom = state?.bom ?? null;
  const rows = useMemo(() => (bom ? bomLineRows(bom.lines, net.elements) : []), [bom, net.elements]);
  const inStructure = useMemo(() => {
    const lines = new Set(bom?.lines.map((l) => l.id));
    return net.elements.filter((e) => e.bomLineId && lines.has(e.bomLineId)).length;
  }, [bom, net.elements]);
  const targets = useMemo(() => elementsInTreeOrder(net.elements), [net.elements]);

  const link = async (bomId: string | null) => {
    const linked = await run(
      () => linkBom({ projectId: project.id, bomId, version: state?.link?.version }),
      t(bomId ? 'fmea.bom.linked' : 'fmea.bom.unlinked'),
    );
    if (linked) {
      setState(linked);
      setChosen([]);
    }
    return !!linked;
  };
  const copy = async () => {
    setCopying(true);
    const result = await run(() =>
      copyBomToStructure({
        projectId: project.id,
        parentId: target,
        ...(chosen.length > 0 ? { lineIds: chosen } : {}),
      }),
    );
    setCopying(false);
    if (!result) return;
    if (result.created.length === 0) toast.warning(t('fmea.bom.nothingToCopy'));
    else toast.success(t('fmea.bom.copied', { created: result.created.length, existing: result.existing }));
    setChosen([]);
    await reload();
  };

  if (!state) return <Spin />;
  const linkButtons = !readOnly && (
    <Flex gap={8}>
      <Button icon={<LinkOutlined />} onClick={() => setPicking(true)} data-testid="fmea-bom-link">
        {t(bom ? 'fmea.bom.change' : 'fmea.bom.link')}
      </Button>
      {bom && (
        <Popconfirm title={t('fmea.bom.unlinkConfirm')} onConfirm={() => link(null)}>
          <Button danger data-testid="fmea-bom-unlink">
            {t('fmea.bom.unlink')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );

  return (
    <Card size="small" title={t('fmea.bom.title')} extra={linkButtons} data-testid="fmea-bom">
      {!bom ? (
        <Empty description={t('fmea.bom.none')}>
          <Typography.Text type="secondary">{t('fmea.bom.noneHint')}</Typography.Text>
        </Empty>
      ) : (
        <Flex vertical gap={12}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xxl: 4 }}
            bordered
            styles={{ label: { whiteSpace: 'nowrap' } }}
            data-testid="fmea-bom-summary"
          >
            <Descriptions.Item label={t('fmea.bom.bomNo')}>{bom.bomNo}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.bom.name')}>{bom.name}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.bom.platform')}>{bom.productPlatformName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.bom.lineCount')}>
              {t('fmea.bom.summary', { lines: bom.lines.length, inStructure })}
            </Descriptions.Item>
          </Descriptions>
          <Table<BomLineRow>
            rowKey="id"
            size="small"
            dataSource={rows}
            pagination={false}
            data-testid="fmea-bom-lines"
            expandable={{ defaultExpandAllRows: true }}
            rowSelection={
              readOnly
                ? undefined
                : {
                    selectedRowKeys: chosen,
                    onChange: (keys) => setChosen(keys.map(String)),
                    checkStrictly: true,
                  }
            }
            columns={[
              { title: t('fmea.bom.column.partNo'), dataIndex: 'partNo', width: 200 },
              { title: t('fmea.bom.column.partName'), dataIndex: 'partName' },
              { title: t('fmea.bom.column.drawingNo'), dataIndex: 'drawingNo', width: 140 },
              { title: t('fmea.bom.column.material'), dataIndex: 'material', width: 160 },
              { title: t('fmea.bom.column.quantity'), dataIndex: 'quantity', width: 70, align: 'right' },
              {
                title: t('fmea.bom.column.element'),
                key: 'element',
                width: 200,
                render: (_: unknown, row) =>
                  row.element ? (
                    <Tag color="green" data-testid="fmea-bom-in-structure">
                      {t(`fmea.structure.type.${row.element.type}` as MessageKey)} · {row.element.name}
                    </Tag>
                  ) : (
                    <Typography.Text type="secondary">{t('fmea.bom.notInStructure')}</Typography.Text>
                  ),
              },
            ]}
          />
          {!readOnly && (
            <Flex gap={8} align="center" wrap data-testid="fmea-bom-copy-bar">
              <Typography.Text>{t('fmea.bom.target')}</Typography.Text>
              <Select
                style={{ width: 240 }}
                value={target ?? ''}
                onChange={(value: string) => setTarget(value || null)}
                data-testid="fmea-bom-target"
                options={[
                  { value: '', label: t('fmea.bom.targetRoot') },
                  ...targets.map(({ element, depth }) => ({
                    value: element.id,
                    label: `${'\u3000'.repeat(depth)}${element.name}`,
                  })),
                ]}
              />
              <Button
                type="primary"
                icon={<ApartmentOutlined />}
                loading={copying}
                onClick={copy}
                data-testid="fmea-bom-copy"
              >
                {chosen.length > 0 ? t('fmea.bom.copyChosen', { count: chosen.length }) : t('fmea.bom.copyAll')}
              </Button>
              <Button type="link" onClick={() => setParams({ node: 'structureTree' }, { replace: true })}>
                {t('fmea.bom.openStructure')}
              </Button>
              <Typography.Text type="secondary" style={{ flexBasis: '100%' }}>
                {t('fmea.bom.copyHint')}
              </Typography.Text>
            </Flex>
          )}
        </Flex>
      )}
      {picking && (
        <BomLinkModal
          projectId={project.id}
          current={state.link?.bomId ?? null}
          onClose={() => setPicking(false)}
          onPick={(bomId) => link(bomId)}
        />
      )}
    </Card>
  );
}
