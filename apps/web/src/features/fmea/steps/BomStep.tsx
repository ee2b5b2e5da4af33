import type { BomSummaryDto } from '@qis/shared';
import { Card, Descriptions, Empty, Flex, Select, Spin, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { type ProjectBom, useDesignApi } from '../bom-boundary-api';
import { ProjectLinkButtons } from '../components/ProjectLinkButtons';
import { elementsInTreeOrder } from '../project/net-views';
import { useProject } from '../project/ProjectContext';
import { type BomLineRow, bomLineRows } from './bom-line-rows';
import { CopyToStructureBar } from './CopyToStructureBar';

/** A BOM of the library as the link picker lists it (searched by number or name). */
const bomOption = (bom: BomSummaryDto) => (
  <span>
    {bom.bomNo} {bom.name}
    <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
      {[bom.productPlatformName, `${bom.lineCount} ${t('fmea.bom.lineCount')}`].filter(Boolean).join(' · ')}
    </Typography.Text>
  </span>
);

/**
 * Task node 物料清单: the BOM of the library the project is analysed from, as a tree with the structure element each
 * line was copied into; chosen lines (or all) copied into the structure tree, never twice.
 */
export function BomStep() {
  const { copyBomToStructure, fetchBomOptions, fetchProjectBom, linkBom } = useDesignApi();
  const { project, net, readOnly, run, reload } = useProject();
  const [state, setState] = useState<ProjectBom | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    fetchProjectBom(project.id)
      .then(setState)
      .catch(() => undefined);
  }, [project.id, fetchProjectBom]);

  const bom = state?.bom ?? null;
  const rows = useMemo(() => (bom ? bomLineRows(bom.lines, net.elements) : []), [bom, net.elements]);
  const inStructure = useMemo(() => {
    const lines = new Set(bom?.lines.map((l) => l.id));
    return net.elements.filter((e) => e.bomLineId && lines.has(e.bomLineId)).length;
  }, [bom, net.elements]);
  const targets = useMemo(() => elementsInTreeOrder(net.elements), [net.elements]);

  if (!state) return <Spin />;
  const linkButtons = !readOnly && (
    <ProjectLinkButtons
      projectId={project.id}
      current={state.link?.bomId ?? null}
      fetchOptions={fetchBomOptions}
      optionLabel={bomOption}
      texts="fmea.bom"
      testId="fmea-bom"
      link={(bomId) => linkBom({ projectId: project.id, bomId, version: state.link?.version })}
      onLinked={(linked) => {
        setState(linked);
        setChosen([]);
      }}
    />
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
            <CopyToStructureBar
              texts="fmea.bom"
              testId="fmea-bom"
              chosen={chosen.length}
              copy={() =>
                run(() =>
                  copyBomToStructure({
                    projectId: project.id,
                    parentId: target,
                    ...(chosen.length > 0 ? { lineIds: chosen } : {}),
                  }),
                )
              }
              onCopied={async () => {
                setChosen([]);
                await reload();
              }}
            >
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
            </CopyToStructureBar>
          )}
        </Flex>
      )}
    </Card>
  );
}
