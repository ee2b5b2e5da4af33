import { DeleteOutlined } from '@ant-design/icons';
import type { Failure } from '@qis/shared';
import { App, Button, Card, Col, Empty, Flex, Input, List, Row, Segmented, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { PickFromLibrary } from '../../fmea-library/knowledge/PickFromLibrary';
import { useFmeaApi } from '../project/FmeaKindContext';
import { firstElementId, firstModeElementId } from '../project/net-views';
import { useProject } from '../project/ProjectContext';
import { AnalysisCheckButton } from './AnalysisCheckDrawer';
import { ElementPicker } from './ElementPicker';
import { FailureLinksCard } from './FailureLinksCard';
import { FailureNetView } from './FailureNetView';

/**
 * Step 4, failure analysis: pick the focus element and its function; its failure modes; for the selected mode, the
 * effects (FE with S) from the higher-level functions and the causes (FC) from the lower-level functions, linked or
 * typed in place; and the failure net of the mode.
 */
export function FailureAnalysisStep() {
  const { deleteFailure, linkFailures, saveFailure, saveFailureEffect, unlinkFailures } = useFmeaApi();
  const { project, net, readOnly, run, reload } = useProject();
  const { modal } = App.useApp();
  const [elementId, setElementId] = useState<string | null>(
    () => firstModeElementId(net) ?? firstElementId(net.elements),
  );
  const [functionId, setFunctionId] = useState<string | null>(null);
  const [modeId, setModeId] = useState<string | null>(null);
  const [newMode, setNewMode] = useState('');
  // A link of the analysis check names the element, function and mode to show (?element=&function=&mode=).
  const [params] = useSearchParams();
  const asked = { element: params.get('element'), function: params.get('function'), mode: params.get('mode') };
  useEffect(() => {
    if (!asked.element) return;
    setElementId(asked.element);
    setFunctionId(asked.function);
    setModeId(asked.mode);
  }, [asked.element, asked.function, asked.mode]);

  const functions = net.functions.filter((f) => f.elementId === elementId).sort((a, b) => a.sortOrder - b.sortOrder);
  const focus = functions.find((f) => f.id === functionId) ?? functions[0] ?? null;
  const labels = useMemo(() => {
    const elements = new Map(net.elements.map((e) => [e.id, e.name]));
    return new Map(net.functions.map((f) => [f.id, `${elements.get(f.elementId) ?? ''} · ${f.name}`]));
  }, [net]);
  const functionName = (id: string) => labels.get(id) ?? '';
  const failures = useMemo(() => new Map(net.failures.map((f) => [f.id, f])), [net.failures]);

  const modes = focus ? net.failures.filter((f) => f.functionId === focus.id && f.type === 'FM') : [];
  const mode = modes.find((m) => m.id === modeId) ?? modes[0] ?? null;
  const higherIds = focus ? net.functionLinks.filter((l) => l.lowerId === focus.id).map((l) => l.higherId) : [];
  const lowerIds = focus ? net.functionLinks.filter((l) => l.higherId === focus.id).map((l) => l.lowerId) : [];
  const higher = net.functions.filter((f) => higherIds.includes(f.id));
  const lower = net.functions.filter((f) => lowerIds.includes(f.id));
  const linkedEffects = mode
    ? net.failureLinks.filter((l) => l.causeId === mode.id).flatMap((l) => failures.get(l.effectId) ?? [])
    : [];
  const linkedCauses = mode
    ? net.failureLinks.filter((l) => l.effectId === mode.id).flatMap((l) => failures.get(l.causeId) ?? [])
    : [];

  const addMode = async () => {
    if (!focus || !newMode.trim()) return;
    const saved = await run(() =>
      saveFailure({ projectId: project.id, functionId: focus.id, type: 'FM', name: newMode.trim() }),
    );
    if (saved) {
      setNewMode('');
      setModeId(saved.failure.id);
      await reload();
    }
  };
  const link = async (causeId: string, effectId: string) => {
    if (await run(() => linkFailures({ projectId: project.id, causeId, effectId }))) await reload();
  };
  const unlink = async (causeId: string, effectId: string) => {
    if (await run(() => unlinkFailures({ projectId: project.id, causeId, effectId }))) await reload();
  };
  const remove = (failure: Failure) =>
    modal.confirm({
      title: t('fmea.failure.deleteConfirm', { name: failure.name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await run(() => deleteFailure({ projectId: project.id, id: failure.id, version: failure.version }))) {
          await reload();
        }
      },
    });

  return (
    <Row gutter={12} wrap={false}>
      <Col flex="240px">
        <Card size="small" title={t('fmea.failure.focusElement')} styles={{ body: { padding: 4 } }}>
          <ElementPicker
            elements={net.elements}
            selected={elementId}
            onSelect={(id) => {
              setElementId(id);
              setFunctionId(null);
              setModeId(null);
            }}
          />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <AnalysisCheckButton />
        </Flex>
        {!focus ? (
          <Empty description={elementId ? t('fmea.failure.noFunctions') : t('fmea.failure.pickFunction')} />
        ) : (
          <Flex vertical gap={12}>
            <Card size="small" title={t('fmea.failure.focusFunction')}>
              <Segmented
                value={focus.id}
                onChange={(value) => {
                  setFunctionId(String(value));
                  setModeId(null);
                }}
                options={functions.map((f) => ({ value: f.id, label: f.name }))}
                data-testid="fmea-focus-function"
              />
            </Card>
            <Card size="small" title={t('fmea.failure.modes')} data-testid="fmea-failure-FM">
              <List
                size="small"
                dataSource={modes}
                locale={{ emptyText: t('fmea.failure.pickMode') }}
                renderItem={(item) => (
                  <List.Item
                    onClick={() => setModeId(item.id)}
                    style={{ cursor: 'pointer', background: item.id === mode?.id ? '#e6f4ff' : undefined }}
                    data-testid="fmea-mode-item"
                    actions={
                      readOnly
                        ? []
                        : [
                            <Button
                              key="delete"
                              type="text"
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('fmea.failure.delete')}
                              onClick={(event) => {
                                event.stopPropagation();
                                remove(item);
                              }}
                            />,
                          ]
                    }
                  >
                    {item.name}
                  </List.Item>
                )}
              />
              {!readOnly && (
                <Flex gap={6} style={{ marginTop: 8 }}>
                  <Input
                    style={{ width: 260 }}
                    placeholder={t('fmea.failure.addMode')}
                    value={newMode}
                    maxLength={200}
                    onChange={(event) => setNewMode(event.target.value)}
                    onPressEnter={addMode}
                    data-testid="fmea-failure-new-FM"
                  />
                  <PickFromLibrary
                    source="knowledge"
                    categories={['FM']}
                    onPick={(entry) => setNewMode(entry.name)}
                    testId="fmea-failure-pick-FM"
                  />
                  <Button onClick={addMode} disabled={!newMode.trim()} data-testid="fmea-failure-add-FM">
                    {t('fmea.failure.add')}
                  </Button>
                </Flex>
              )}
            </Card>
            {mode ? (
              <>
                <Row gutter={12} wrap={false}>
                  <Col span={12}>
                    <FailureLinksCard
                      side="FE"
                      linked={linkedEffects}
                      candidates={net.failures.filter((f) => higherIds.includes(f.functionId) && f.type !== 'FC')}
                      functions={higher}
                      functionName={functionName}
                      readOnly={readOnly}
                      emptyHint={t('fmea.failure.noHigher')}
                      onLink={(id) => link(mode.id, id)}
                      onUnlink={(effect) => unlink(mode.id, effect.id)}
                      onCreate={async (fnId, name, severity) => {
                        const saved = await run(() =>
                          saveFailureEffect({ projectId: project.id, functionId: fnId, name, severity }),
                        );
                        if (saved) await link(mode.id, saved.failure.id);
                      }}
                      onSeverity={async (effect, severity) => {
                        const saved = await run(() =>
                          saveFailureEffect({
                            projectId: project.id,
                            id: effect.id,
                            version: effect.version,
                            functionId: effect.functionId,
                            name: effect.name,
                            severity,
                          }),
                        );
                        if (saved) await reload();
                      }}
                    />
                  </Col>
                  <Col span={12}>
                    <FailureLinksCard
                      side="FC"
                      linked={linkedCauses}
                      candidates={net.failures.filter((f) => lowerIds.includes(f.functionId) && f.type !== 'FE')}
                      functions={lower}
                      functionName={functionName}
                      readOnly={readOnly}
                      emptyHint={t('fmea.failure.noLower')}
                      onLink={(id) => link(id, mode.id)}
                      onUnlink={(cause) => unlink(cause.id, mode.id)}
                      onCreate={async (fnId, name) => {
                        const saved = await run(() =>
                          saveFailure({ projectId: project.id, functionId: fnId, type: 'FC', name }),
                        );
                        if (saved) await link(saved.failure.id, mode.id);
                      }}
                    />
                  </Col>
                </Row>
                <FailureNetView mode={mode} />
              </>
            ) : (
              <Typography.Text type="secondary">{t('fmea.failure.pickMode')}</Typography.Text>
            )}
          </Flex>
        )}
      </Col>
    </Row>
  );
}
