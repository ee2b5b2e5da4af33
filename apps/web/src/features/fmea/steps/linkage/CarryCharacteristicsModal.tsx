import type { FmeaNet } from '@qis/shared';
import { Alert, Modal, Select, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../../locales';
import { toast } from '../../../../shell/feedback';
import {
  type CarryItem,
  carryCharacteristics,
  type DfmeaCharacteristicRow,
  type DfmeaLinkage,
} from '../../pfmea-links-api';
import { useProject } from '../../project/ProjectContext';

interface Target {
  elementId: string | null;
  functionId: string | null;
}

/** Special characteristic marks as the function list shows them. */
export function SpecialTag({ value }: { value: string | null }) {
  return value ? <Tag color="purple">{value}</Tag> : null;
}

/**
 * Carries chosen product characteristics of the linked DFMEA into process steps: each into the step its match
 * suggests (or the one picked), as a new function or into a function the step has.
 */
export function CarryCharacteristicsModal(props: {
  linkage: DfmeaLinkage;
  net: FmeaNet;
  onClose: () => void;
  onCarried: (linkage: DfmeaLinkage) => void;
}) {
  const { linkage, net, onClose, onCarried } = props;
  const { project, run } = useProject();
  const steps = useMemo(
    () =>
      net.elements
        .filter((e) => e.type === 'processStep')
        .sort((a, b) => a.number.localeCompare(b.number, undefined, { numeric: true }) || a.sortOrder - b.sortOrder),
    [net.elements],
  );
  const stepOfFunction = useMemo(() => {
    const numbers = new Map(net.elements.map((e) => [e.id, e.number || e.name]));
    return new Map(net.functions.map((f) => [f.id, numbers.get(f.elementId) ?? '']));
  }, [net]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [targets, setTargets] = useState<Record<string, Target>>(() =>
    Object.fromEntries(
      linkage.characteristics.map((c) => [c.functionId, { elementId: c.suggestedElementId, functionId: null }]),
    ),
  );
  const [saving, setSaving] = useState(false);
  const targetOf = (id: string): Target => targets[id] ?? { elementId: null, functionId: null };
  const setTarget = (id: string, target: Target) => setTargets((all) => ({ ...all, [id]: target }));

  const carry = async () => {
    const items: CarryItem[] = [];
    for (const id of chosen) {
      const target = targetOf(id);
      if (!target.elementId) {
        toast.warning(t('fmea.linkage.chooseStep'));
        return;
      }
      items.push({ dfmeaFunctionId: id, elementId: target.elementId, functionId: target.functionId });
    }
    setSaving(true);
    const result = await run(
      () => carryCharacteristics(project.id, items),
      t('fmea.linkage.carried', { count: items.length }),
    );
    setSaving(false);
    if (!result) return;
    onCarried(result.linkage);
    onClose();
  };

  return (
    <Modal
      open
      width={1240}
      title={t('fmea.linkage.carryTitle')}
      onCancel={onClose}
      onOk={carry}
      okText={t('fmea.linkage.carryChosen', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0, loading: saving, 'data-testid': 'fmea-carry-ok' } as never}
    >
      {steps.length === 0 ? (
        <Alert type="warning" showIcon title={t('fmea.linkage.noSteps')} />
      ) : (
        <Typography.Paragraph type="secondary">{t('fmea.linkage.carryHint')}</Typography.Paragraph>
      )}
      <Table<DfmeaCharacteristicRow>
        rowKey="functionId"
        size="small"
        pagination={false}
        scroll={{ y: 460 }}
        dataSource={linkage.characteristics}
        data-testid="fmea-carry-table"
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
        columns={[
          { title: t('fmea.linkage.column.element'), dataIndex: 'elementName', width: 110 },
          { title: t('fmea.linkage.column.function'), dataIndex: 'functionName', width: 160 },
          { title: t('fmea.linkage.column.requirement'), dataIndex: 'requirement' },
          {
            title: t('fmea.linkage.column.special'),
            dataIndex: 'specialCharacteristic',
            width: 80,
            render: (value: string | null) => <SpecialTag value={value} />,
          },
          {
            title: t('fmea.linkage.column.carriedInto'),
            key: 'carriedInto',
            width: 90,
            render: (_: unknown, row) =>
              row.carriedInto.map((id) => (
                <Tag key={id} color="geekblue">
                  {stepOfFunction.get(id)}
                </Tag>
              )),
          },
          {
            title: t('fmea.linkage.column.step'),
            key: 'step',
            width: 270,
            render: (_: unknown, row) => (
              <Select
                size="small"
                style={{ width: '100%' }}
                allowClear
                placeholder={t('fmea.linkage.column.step')}
                value={targetOf(row.functionId).elementId ?? undefined}
                onChange={(elementId?: string) =>
                  setTarget(row.functionId, { elementId: elementId ?? null, functionId: null })
                }
                data-testid="fmea-carry-step"
                options={steps.map((step) => ({
                  value: step.id,
                  label: `${step.number} ${step.name}${step.id === row.suggestedElementId ? `（${t('fmea.linkage.suggested')}）` : ''}`,
                }))}
              />
            ),
          },
          {
            title: t('fmea.linkage.column.target'),
            key: 'target',
            width: 170,
            render: (_: unknown, row) => {
              const target = targetOf(row.functionId);
              return (
                <Select
                  size="small"
                  style={{ width: '100%' }}
                  disabled={!target.elementId}
                  value={target.functionId ?? ''}
                  onChange={(functionId: string) =>
                    setTarget(row.functionId, { ...target, functionId: functionId || null })
                  }
                  options={[
                    { value: '', label: t('fmea.linkage.newFunction') },
                    ...net.functions
                      .filter((f) => f.elementId === target.elementId)
                      .map((f) => ({ value: f.id, label: f.name })),
                  ]}
                />
              );
            },
          },
        ]}
      />
    </Modal>
  );
}
