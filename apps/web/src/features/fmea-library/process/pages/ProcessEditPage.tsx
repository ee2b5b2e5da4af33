import '../texts';
import { OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { P } from '@qis/shared';
import { Button, Card, Empty, Form, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type MessageKey, t } from '../../../../locales';
import { useCurrentUser } from '../../../../shell/auth/hooks';
import { useCan } from '../../../../shell/auth/useCan';
import { useSave } from '../../../../shell/components/useSave';
import { toast } from '../../../../shell/feedback';
import { formatTime } from '../../sod-kind';
import { createProcess, fetchProcess, type ProcessDto, saveProcessHeader, saveSteps } from '../api';
import { type HeaderValues, type PartChoice, ProcessHeaderForm } from '../components/ProcessHeaderForm';
import { StepsTable } from '../components/StepsTable';
import { ProcessFlowEditor } from '../flow/ProcessFlowEditor';
import { appendStep, type EditStep, editStepsOf, firstStepProblem, renumberSteps, stepsBody } from '../steps-editing';
import { useClassifications } from '../useClassifications';

const LIST_PATH = '/process';

/**
 * /addProcess and /editProcess/{id}: a process item's header, its steps with their 4M work elements edited in place
 * (one 保存 saves what changed: the header, the steps, each with the version read), and — once it exists — its flow
 * diagram drawn from the saved steps.
 */
export function ProcessEditPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const classifications = useClassifications();
  const [form] = Form.useForm<HeaderValues>();
  const [process, setProcess] = useState<ProcessDto | null>(null);
  const [part, setPart] = useState<PartChoice>(undefined);
  const [steps, setSteps] = useState<EditStep[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [headerDirty, setHeaderDirty] = useState(false);
  const [loading, setLoading] = useState(!!id);
  const [missing, setMissing] = useState(false);
  const { saving, save } = useSave();
  const canSave = useCan(P.fmea.Process.key, id ? 'edit' : 'add');
  const user = useCurrentUser();

  const show = (loaded: ProcessDto) => {
    setProcess(loaded);
    setSteps(editStepsOf(loaded.steps));
    setPart(
      loaded.partId ? { id: loaded.partId, partNo: loaded.partNo ?? '', name: loaded.partName ?? '' } : undefined,
    );
    setHeaderDirty(false);
    form.setFieldsValue({
      processNo: loaded.processNo,
      name: loaded.name,
      classificationId: loaded.classificationId ?? undefined,
      processVersion: loaded.processVersion ?? '',
      ownerId: loaded.ownerId ?? undefined,
      description: loaded.description ?? '',
    });
  };
  const load = (processId: string) =>
    fetchProcess(processId)
      .then(show)
      .catch(() => setMissing(true));

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per id
  useEffect(() => {
    if (!id) {
      // A new process is its creator's until another owner is chosen.
      form.setFieldsValue({ ownerId: user.id });
      return;
    }
    setLoading(true);
    void load(id).finally(() => setLoading(false));
  }, [id]);

  const savedSteps = useMemo(() => JSON.stringify(stepsBody(editStepsOf(process?.steps ?? []))), [process]);
  const stepsDirty = JSON.stringify(stepsBody(steps)) !== savedSteps;

  const submit = async () => {
    let header: HeaderValues;
    try {
      header = await form.validateFields();
    } catch {
      return;
    }
    const problem = firstStepProblem(steps);
    if (problem) {
      toast.error(
        t(
          {
            number: 'fmeaProcess.steps.missingNumber',
            duplicateNumber: 'fmeaProcess.steps.duplicateNumber',
            name: 'fmeaProcess.steps.missingName',
            elementName: 'fmeaProcess.steps.missingElementName',
          }[problem.kind] as MessageKey,
          { index: problem.index },
        ),
      );
      return;
    }
    const body = {
      processNo: header.processNo.trim(),
      name: header.name.trim(),
      classificationId: header.classificationId ?? null,
      partId: part?.id ?? null,
      processVersion: header.processVersion?.trim() || null,
      ownerId: header.ownerId ?? null,
      description: header.description?.trim() || null,
    };
    let saved: ProcessDto | null = process;
    const done = await save(
      async () => {
        if (!saved) {
          saved = await createProcess({ ...body, steps: stepsBody(steps) });
          return;
        }
        if (headerDirty) saved = await saveProcessHeader(saved, body);
        if (stepsDirty) saved = await saveSteps(saved, stepsBody(steps));
      },
      t(id ? 'fmeaProcess.edit.saved' : 'fmeaProcess.edit.created'),
      // A stale version (409): show what is stored now.
      () => (id ? load(id) : undefined),
    );
    if (!done || !saved) return;
    if (id) show(saved);
    else navigate(`/editProcess/${(saved as ProcessDto).id}`, { replace: true });
  };

  const addStep = () => {
    const next = appendStep(steps, t('fmeaProcess.steps.newName'));
    setSteps(next);
    setExpanded([...expanded, next[next.length - 1]?.key as string]);
  };

  if (missing)
    return (
      <Card>
        <Empty description={t('fmeaProcess.edit.notFound')}>
          <Button onClick={() => navigate(LIST_PATH)}>{t('fmeaProcess.edit.back')}</Button>
        </Empty>
      </Card>
    );

  const dirty = headerDirty || stepsDirty;
  return (
    <Spin spinning={loading}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card
          title={process ? `${process.processNo} ${process.name}` : t('fmeaLibrary.menu.addProcess')}
          extra={
            <Space>
              {process && (
                <Typography.Text type="secondary" data-testid="process-meta">
                  {t('fmeaProcess.edit.meta', {
                    version: process.version,
                    time: formatTime(process.updateTime),
                    user: process.updatedByName ?? '',
                  })}
                </Typography.Text>
              )}
              {dirty && canSave && <Tag color="warning">{t('fmeaProcess.edit.unsaved')}</Tag>}
              <Button onClick={() => navigate(LIST_PATH)}>{t('fmeaProcess.edit.back')}</Button>
              {canSave && (
                <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="process-save">
                  {t('fmeaProcess.edit.save')}
                </Button>
              )}
            </Space>
          }
        >
          <ProcessHeaderForm
            form={form}
            classifications={classifications.nodes}
            disabled={!canSave}
            part={part}
            onPart={(chosen) => {
              setPart(chosen);
              setHeaderDirty(true);
            }}
            onChange={() => setHeaderDirty(true)}
          />
        </Card>
        <Card
          title={t('fmeaProcess.steps.title')}
          extra={
            canSave && (
              <Space>
                <Button
                  icon={<OrderedListOutlined />}
                  disabled={steps.length === 0}
                  onClick={() => {
                    setSteps(renumberSteps(steps));
                    toast.success(t('fmeaProcess.steps.renumbered'));
                  }}
                  data-testid="process-renumber"
                >
                  {t('fmeaProcess.steps.renumber')}
                </Button>
                <Button icon={<PlusOutlined />} onClick={addStep} data-testid="process-add-step">
                  {t('fmeaProcess.steps.add')}
                </Button>
              </Space>
            )
          }
        >
          <Typography.Paragraph type="secondary">{t('fmeaProcess.steps.hint')}</Typography.Paragraph>
          <StepsTable
            steps={steps}
            onChange={setSteps}
            readOnly={!canSave}
            expanded={expanded}
            onExpand={setExpanded}
          />
        </Card>
        {process && (
          <ProcessFlowEditor
            key={process.id}
            processId={process.id}
            steps={process.steps}
            title={`${process.processNo} ${process.name}`}
            readOnly={!canSave}
            stepsDirty={stepsDirty}
          />
        )}
      </Space>
    </Spin>
  );
}
