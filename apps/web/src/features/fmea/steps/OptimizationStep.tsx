import { DeleteOutlined, EditOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { chainActionPriorityAfter, FMEA_KINDS, type FormSheetRow, type OptimizationAction } from '@qis/shared';
import { App, Button, Card, Col, Descriptions, Empty, Flex, Input, Row, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { ApTag } from '../components/ApTag';
import { RatingSelect, ratingName } from '../components/RatingSelect';
import { sheetRows } from '../form-sheet/sheet-rows';
import { useFmeaApi, useFmeaKind } from '../project/FmeaKindContext';
import { kindText } from '../project/kind-paths';
import { userLabel } from '../project/options';
import { useProject } from '../project/ProjectContext';
import { ActionModal, type ActionValues } from './ActionModal';
import { EvidenceDrawer } from './EvidenceDrawer';
import { WorkListCard } from './WorkListCard';

/** The ratings after of a chain's risk, as the picker holds them (empty: the rating before stands). */
interface After {
  s: number | null;
  o: number | null;
  d: number | null;
  /** FMEA-MSR: the most severe effect after the actions and its severity. */
  effect: string;
  ms: number | null;
}

const afterOf = (risk: FormSheetRow['risk']): After => ({
  s: risk?.severityAfter ?? null,
  o: risk?.occurrenceAfter ?? null,
  d: risk?.detectionAfter ?? null,
  effect: risk?.mitigatedEffectAfter ?? '',
  ms: risk?.mitigatedSeverityAfter ?? null,
});

/**
 * The ratings after the actions of a chain, and AP after by the kind's rule as they are picked (FMEA-MSR: S, F, M,
 * the most severe effect after and its severity; with M = 1 that severity enters the MSR table).
 */
function RatingsAfter({ row }: { row: FormSheetRow }) {
  const { saveRatingsAfter } = useFmeaApi();
  const kind = useFmeaKind();
  const msr = kind === FMEA_KINDS.msr;
  const { project, apTables, readOnly, run, reload } = useProject();
  const risk = row.risk;
  const [after, setAfter] = useState<After>(() => afterOf(risk));
  useEffect(() => {
    setAfter(afterOf(risk));
  }, [risk]);
  if (!risk || !row.cause) return null;
  const causeId = row.cause.id;
  const priorityAfter = chainActionPriorityAfter(
    kind,
    row.severity,
    {
      occurrence: risk.occurrence,
      detection: risk.detection,
      mitigatedSeverity: msr ? (risk.mitigatedSeverity ?? null) : null,
      severityAfter: after.s,
      occurrenceAfter: after.o,
      detectionAfter: after.d,
      mitigatedSeverityAfter: msr ? after.ms : null,
    },
    apTables,
  );
  const save = async () => {
    const saved = await run(
      () =>
        saveRatingsAfter({
          projectId: project.id,
          modeId: row.mode.id,
          causeId,
          version: risk.version,
          severityAfter: after.s,
          occurrenceAfter: after.o,
          detectionAfter: after.d,
          ...(msr ? { mitigatedEffectAfter: after.effect, mitigatedSeverityAfter: after.ms } : {}),
        }),
      t('fmea.opt.afterSaved'),
    );
    if (saved) await reload();
  };
  const letters = { o: msr ? 'F' : 'O', d: msr ? 'M' : 'D' };
  return (
    <Card size="small" title={t('fmea.opt.after')} data-testid="fmea-ratings-after">
      <Flex gap={12} align="center" wrap>
        <Typography.Text type="secondary">
          {t(kindText('fmea.opt.before', msr ? kind : FMEA_KINDS.dfmea), {
            s: row.severity ?? '-',
            o: risk.occurrence ?? '-',
            d: risk.detection ?? '-',
            ms: risk.mitigatedSeverity ?? '-',
          })}
        </Typography.Text>
        <ApTag ap={row.ap} />
        <span>S</span>
        <RatingSelect
          kind="S"
          value={after.s}
          disabled={readOnly}
          onChange={(s) => setAfter({ ...after, s })}
          testId="fmea-after-s"
        />
        <span title={ratingName('O', kind)}>{letters.o}</span>
        <RatingSelect
          kind="O"
          value={after.o}
          disabled={readOnly}
          onChange={(o) => setAfter({ ...after, o })}
          testId="fmea-after-o"
        />
        <span title={ratingName('D', kind)}>{letters.d}</span>
        <RatingSelect
          kind="D"
          value={after.d}
          disabled={readOnly}
          onChange={(d) => setAfter({ ...after, d })}
          testId="fmea-after-d"
        />
        <span>{t('fmea.sheet.col.apAfter')}</span>
        <ApTag ap={priorityAfter?.ap ?? null} testId="fmea-after-ap" />
        {priorityAfter?.mitigated && (
          <Tag color="blue" data-testid="fmea-after-ap-mitigated">
            {t('fmea.sheet.apMitigated', { s: priorityAfter.severity ?? '-' })}
          </Tag>
        )}
        {!readOnly && (
          <Button type="primary" onClick={save} data-testid="fmea-after-save">
            {t('fmea.opt.saveAfter')}
          </Button>
        )}
      </Flex>
      {msr && (
        <Flex gap={12} align="center" wrap style={{ marginTop: 8 }}>
          <span>{t('fmea.opt.mitigatedEffectAfter')}</span>
          <Input
            value={after.effect}
            disabled={readOnly}
            maxLength={1000}
            style={{ width: 320 }}
            onChange={(event) => setAfter({ ...after, effect: event.target.value })}
            data-testid="fmea-after-mitigated-effect"
          />
          <span>{t('fmea.opt.mitigatedSeverityAfter')}</span>
          <RatingSelect
            kind="MS"
            value={after.ms}
            disabled={readOnly}
            onChange={(ms) => setAfter({ ...after, ms })}
            testId="fmea-after-ms"
          />
        </Flex>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(kindText('fmea.opt.afterHint', msr ? kind : FMEA_KINDS.dfmea))}
      </Typography.Text>
    </Card>
  );
}

/** Step 6, optimization: the actions of each chain and its ratings after them (AP after computed as they are picked). */
export function OptimizationStep() {
  const { deleteAction, saveAction } = useFmeaApi();
  const kind = useFmeaKind();
  const msr = kind === FMEA_KINDS.msr;
  const { project, net, apTables, users, readOnly, run, reload } = useProject();
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ action: OptimizationAction | null } | null>(null);
  const [evidenceOf, setEvidenceOf] = useState<OptimizationAction | null>(null);
  // The list is the server's (filtered, paged); the chain picked from it is shown from the net the screen holds.
  const rows = useMemo(
    () => new Map(sheetRows(kind, net, apTables).map((row) => [row.key, row] as const)),
    [kind, net, apTables],
  );
  const chain = params.get('chain');
  const found = chain ? rows.get(chain) : undefined;
  const selected = found?.cause ? found : null;
  const names = useMemo(() => new Map(users.map((u) => [u.id, userLabel(u)])), [users]);
  const userOptions = users.map((u) => ({ value: u.id, label: userLabel(u) }));
  const select = (key: string) => setParams({ node: 'optimization', chain: key }, { replace: true });

  const save = async (values: ActionValues) => {
    if (!selected?.cause) return;
    const causeId = selected.cause.id;
    const action = editing?.action;
    const saved = await run(
      () =>
        saveAction({
          projectId: project.id,
          modeId: selected.mode.id,
          causeId,
          ...(action ? { id: action.id, version: action.version } : {}),
          ...values,
        }),
      t('fmea.opt.saved'),
    );
    if (saved) {
      setEditing(null);
      await reload();
    }
  };
  const remove = (action: OptimizationAction) =>
    modal.confirm({
      title: t('fmea.opt.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await run(() => deleteAction({ projectId: project.id, id: action.id, version: action.version })))
          await reload();
      },
    });

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xxl={12}>
        <WorkListCard selectedKey={selected?.key ?? null} onSelect={select} />
      </Col>
      <Col xs={24} xxl={12}>
        {!selected ? (
          <Empty description={t('fmea.opt.pickChain')} />
        ) : (
          <Flex vertical gap={12}>
            <Card size="small">
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('fmea.sheet.col.effect')}>
                  {selected.effects.map((e) => e.name).join('；')}
                </Descriptions.Item>
                <Descriptions.Item label={t('fmea.sheet.col.mode')}>{selected.mode.name}</Descriptions.Item>
                <Descriptions.Item label={t('fmea.sheet.col.cause')}>{selected.cause?.name}</Descriptions.Item>
                <Descriptions.Item label={t(msr ? 'fmea.sheet.col.pc.2' : 'fmea.sheet.col.pc')}>
                  {selected.risk?.preventionControls}
                </Descriptions.Item>
                <Descriptions.Item label={t(msr ? 'fmea.sheet.col.dc.2' : 'fmea.sheet.col.dc')}>
                  {selected.risk?.detectionControls}
                </Descriptions.Item>
                {msr && (
                  <Descriptions.Item label={t('fmea.sheet.col.response')}>
                    {selected.risk?.systemResponse}
                  </Descriptions.Item>
                )}
                {msr && (
                  <Descriptions.Item label={t('fmea.sheet.col.mitigatedEffect')}>
                    {selected.risk?.mitigatedEffect}
                    {selected.risk?.mitigatedSeverity ? `（S ${selected.risk.mitigatedSeverity}）` : ''}
                  </Descriptions.Item>
                )}
                {selected.apMitigated && (
                  <Descriptions.Item label="AP">
                    <Tag color="blue" data-testid="fmea-opt-ap-mitigated">
                      {t('fmea.sheet.apMitigated', { s: selected.apSeverity ?? '-' })}
                    </Tag>
                  </Descriptions.Item>
                )}
              </Descriptions>
            </Card>
            <Card
              size="small"
              title={t('fmea.sheet.col.actions')}
              extra={
                !readOnly && (
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => setEditing({ action: null })}
                    data-testid="fmea-action-add"
                  >
                    {t('fmea.opt.add')}
                  </Button>
                )
              }
            >
              <Table<OptimizationAction>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={selected.actions}
                data-testid="fmea-actions"
                scroll={{ x: 'max-content' }}
                columns={[
                  {
                    title: t('fmea.opt.type'),
                    dataIndex: 'type',
                    render: (v: string) => t(`fmea.opt.type.${v}` as MessageKey),
                  },
                  { title: t('fmea.opt.description'), dataIndex: 'description' },
                  {
                    title: t('fmea.opt.responsible'),
                    dataIndex: 'responsibleId',
                    render: (id: string | null) => (id ? names.get(id) : ''),
                  },
                  { title: t('fmea.opt.targetDate'), dataIndex: 'targetDate' },
                  {
                    title: t('fmea.opt.status'),
                    dataIndex: 'status',
                    render: (v: string) => (
                      <Tag color={v === 'completed' ? 'green' : undefined}>
                        {t(`fmea.opt.status.${v}` as MessageKey)}
                      </Tag>
                    ),
                  },
                  { title: t('fmea.opt.actionTaken'), dataIndex: 'actionTaken' },
                  { title: t('fmea.opt.completionDate'), dataIndex: 'completionDate' },
                  {
                    title: t('fmea.evidence.column'),
                    key: 'evidence',
                    render: (_: unknown, action: OptimizationAction) => (
                      <Button
                        type="link"
                        size="small"
                        icon={<PaperClipOutlined />}
                        aria-label={t('fmea.evidence.open')}
                        onClick={() => setEvidenceOf(action)}
                        data-testid="fmea-evidence-open"
                      >
                        {action.evidenceFileIds.length || ''}
                      </Button>
                    ),
                  },
                  ...(readOnly
                    ? []
                    : [
                        {
                          title: '',
                          key: 'edit',
                          render: (_: unknown, action: OptimizationAction) => (
                            <Space size={0}>
                              <Button
                                type="text"
                                size="small"
                                icon={<EditOutlined />}
                                aria-label={t('fmea.opt.edit')}
                                onClick={() => setEditing({ action })}
                              />
                              <Button
                                type="text"
                                size="small"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={t('fmea.opt.delete')}
                                onClick={() => remove(action)}
                              />
                            </Space>
                          ),
                        },
                      ]),
                ]}
              />
            </Card>
            <RatingsAfter row={selected} />
          </Flex>
        )}
      </Col>
      <ActionModal
        open={editing !== null}
        action={editing?.action ?? null}
        users={userOptions}
        onCancel={() => setEditing(null)}
        onOk={save}
      />
      <EvidenceDrawer action={evidenceOf} onClose={() => setEvidenceOf(null)} />
    </Row>
  );
}
