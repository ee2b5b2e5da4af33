import type { ProcessStepDto, ProcessSummaryDto } from '@qis/shared';
import { Alert, Card, Descriptions, Empty, Flex, Spin, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { ProcessFlowView } from '../../fmea-library/process/flow/ProcessFlowEditor';
import { ProjectLinkButtons } from '../components/ProjectLinkButtons';
import {
  copyProcessToStructure,
  fetchProcessOptions,
  fetchProjectProcess,
  linkProcess,
  type ProjectProcess,
} from '../pfmea-links-api';
import { useProject } from '../project/ProjectContext';
import { CopyToStructureBar } from './CopyToStructureBar';

/** Whether a step and its work elements are in the structure tree. */
type StepState = 'all' | 'partly' | 'none';

function stepState(step: ProcessStepDto, copied: ReadonlySet<string>): StepState {
  if (!copied.has(step.id)) return 'none';
  return step.elements.every((e) => copied.has(e.id)) ? 'all' : 'partly';
}

/** A process of the library as the link picker lists it (searched by number, name or product). */
const processOption = (process: ProcessSummaryDto) => (
  <span>
    {process.processNo} {process.name}
    <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
      {[
        process.partNo && `${process.partNo} ${process.partName ?? ''}`,
        `${process.stepCount} ${t('fmea.process.stepCount')}`,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography.Text>
  </span>
);

const STATE_TAG: Record<StepState, { color?: string; text: MessageKey }> = {
  all: { color: 'green', text: 'fmea.process.inStructure' },
  partly: { color: 'orange', text: 'fmea.process.partly' },
  none: { text: 'fmea.process.notInStructure' },
};

/**
 * Task node 过程流程图 of a PFMEA: the process of the library it is built from (read through the project), its flow
 * diagram read-only, its steps with their 4M work elements and what the structure tree has of them; chosen steps (or
 * all) copied into the structure tree, never twice.
 */
export function ProcessFlowStep() {
  const { project, readOnly, run, reload } = useProject();
  const [state, setState] = useState<ProjectProcess | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  const read = useCallback(
    () =>
      fetchProjectProcess(project.id)
        .then(setState)
        .catch(() => undefined),
    [project.id],
  );
  useEffect(() => {
    void read();
  }, [read]);

  const process = state?.process ?? null;
  const copied = useMemo(() => new Set(state?.copied.map((row) => row.sourceId)), [state]);
  const rows = process ? 1 + process.steps.reduce((n, step) => n + 1 + step.elements.length, 0) : 0;

  if (!state) return <Spin />;
  const linkButtons = !readOnly && (
    <ProjectLinkButtons
      projectId={project.id}
      current={state.link?.processId ?? null}
      fetchOptions={fetchProcessOptions}
      optionLabel={processOption}
      texts="fmea.process"
      testId="fmea-process"
      link={(processId) => linkProcess({ projectId: project.id, processId, version: state.link?.version })}
      onLinked={(linked) => {
        setState(linked);
        setChosen([]);
      }}
    />
  );

  return (
    <Flex vertical gap={12} data-testid="fmea-process">
      <Card size="small" title={t('fmea.process.title')} extra={linkButtons}>
        {!process ? (
          <Empty description={t('fmea.process.none')}>
            <Typography.Text type="secondary">{t('fmea.process.noneHint')}</Typography.Text>
          </Empty>
        ) : (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xxl: 4 }}
            bordered
            styles={{ label: { whiteSpace: 'nowrap' } }}
            data-testid="fmea-process-summary"
          >
            <Descriptions.Item label={t('fmea.process.processNo')}>{process.processNo}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.process.name')}>{process.name}</Descriptions.Item>
            <Descriptions.Item label={t('fmea.process.part')}>
              {process.partNo ? `${process.partNo} ${process.partName ?? ''}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fmea.process.processVersion')}>
              {process.processVersion ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fmea.process.stepCount')}>
              {t('fmea.process.summary', { steps: process.steps.length, copied: state.copied.length, rows })}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {process && (
        <>
          <Alert type="info" showIcon title={t('fmea.process.diagramHint')} />
          <ProcessFlowView steps={process.steps} diagram={state.diagram} title={process.name} />
          <Card size="small" title={t('fmea.process.steps')}>
            <Table<ProcessStepDto>
              rowKey="id"
              size="small"
              dataSource={process.steps}
              pagination={false}
              data-testid="fmea-process-steps"
              rowSelection={
                readOnly ? undefined : { selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }
              }
              columns={[
                { title: t('fmea.process.column.number'), dataIndex: 'number', width: 90 },
                { title: t('fmea.process.column.name'), dataIndex: 'name', width: 220 },
                {
                  title: t('fmea.process.column.elements'),
                  key: 'elements',
                  render: (_: unknown, step) => (
                    <Flex gap={4} wrap>
                      {step.elements.map((e) => (
                        <Tag key={e.id} color={copied.has(e.id) ? undefined : 'default'} bordered={copied.has(e.id)}>
                          {t(`fmeaProcess.m.${e.category}` as MessageKey)} · {e.name}
                        </Tag>
                      ))}
                    </Flex>
                  ),
                },
                {
                  title: t('fmea.process.column.structure'),
                  key: 'structure',
                  width: 130,
                  render: (_: unknown, step) => {
                    const tag = STATE_TAG[stepState(step, copied)];
                    return (
                      <Tag color={tag.color} data-testid="fmea-process-step-state">
                        {t(tag.text)}
                      </Tag>
                    );
                  },
                },
              ]}
            />
            {!readOnly && (
              <CopyToStructureBar
                texts="fmea.process"
                testId="fmea-process"
                chosen={chosen.length}
                copy={() =>
                  run(() =>
                    copyProcessToStructure({
                      projectId: project.id,
                      ...(chosen.length > 0 ? { stepIds: chosen } : {}),
                    }),
                  )
                }
                onCopied={async () => {
                  setChosen([]);
                  await Promise.all([reload(), read()]);
                }}
                style={{ marginTop: 12 }}
              />
            )}
          </Card>
        </>
      )}
    </Flex>
  );
}
