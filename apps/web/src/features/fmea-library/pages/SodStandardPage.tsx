import { FMEA_KINDS, RATING_SCALE_KEYS, type RatingScales, SOD_SCALE_NAMES } from '@qis/shared';
import { Alert, Button, Card, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';
import { useSave } from '../../../shell/components/useSave';
import { toast } from '../../../shell/feedback';
import { editStandard, fetchStandard, type SodStandardDto } from '../api';
import { RatingScalesEditor } from '../components/RatingScalesEditor';
import { SodRatingSelect } from '../components/SodRatingSelect';
import { DFMEA_KIND, formatTime, SOD_PAGES, type SodPageKind, scalesProblem } from '../sod-kind';

/**
 * /sod/{id}, /pfmeaSod/{id} and /sfm/{id}: an SOD standard's three scales as tables; editable (name and texts) with the kind's
 * point's edit.
 */
export function SodStandardPage({ kind = DFMEA_KIND }: { kind?: SodPageKind }) {
  const LIST_PATH = SOD_PAGES[kind].list;
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const canEdit = useCan(SOD_PAGES[kind].point, 'edit');
  const [standard, setStandard] = useState<SodStandardDto | null>(null);
  const [name, setName] = useState('');
  const [scales, setScales] = useState<RatingScales | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const { saving, save } = useSave();

  const show = useCallback((loaded: SodStandardDto) => {
    setStandard(loaded);
    setName(loaded.name);
    setScales(loaded.scales);
  }, []);

  useEffect(() => {
    setLoading(true);
    fetchStandard(kind, id)
      .then(show)
      .catch(() => setStandard(null))
      .finally(() => setLoading(false));
  }, [kind, id, show]);

  const submit = async () => {
    if (!standard || !scales) return;
    if (!name.trim()) {
      toast.error(t('fmeaLibrary.sod.name.required'));
      return;
    }
    const found = scalesProblem(kind, scales);
    setProblem(found);
    if (found) return;
    // A stale version (409) reloads what is stored now, so the next save starts from it.
    await save(
      async () => show(await editStandard(kind, standard, name.trim(), scales)),
      t('fmeaLibrary.sod.saved'),
      () =>
        fetchStandard(kind, id)
          .then(show)
          .catch(() => undefined),
    );
  };

  if (!loading && !standard)
    return (
      <Card>
        <Empty description={t('fmeaLibrary.sod.notFound')}>
          <Button onClick={() => navigate(LIST_PATH)}>{t('fmeaLibrary.sod.back')}</Button>
        </Empty>
      </Card>
    );

  return (
    <Spin spinning={loading}>
      <Card
        title={
          <Space>
            {standard?.name}
            {standard?.isDefault && <Tag color="blue">{t('fmeaLibrary.sod.default')}</Tag>}
          </Space>
        }
        extra={
          <Space>
            <Button onClick={() => navigate(LIST_PATH)}>{t('fmeaLibrary.sod.back')}</Button>
            {canEdit && (
              <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="sod-save">
                {t('fmeaLibrary.sod.save')}
              </Button>
            )}
          </Space>
        }
      >
        {standard && scales && (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {t('fmeaLibrary.sod.version', {
                version: standard.version,
                time: formatTime(standard.updateTime),
                user: standard.updatedByName ?? '',
              })}
            </Typography.Text>
            {canEdit && (
              <Input
                addonBefore={t('fmeaLibrary.sod.name')}
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.target.value)}
                style={{ maxWidth: 520 }}
                data-testid="sod-name"
              />
            )}
            <PickerPreview kind={kind} standardId={standard.id} />
            {problem && <Alert type="error" showIcon title={problem.message} />}
            <RatingScalesEditor
              kind={kind}
              scales={scales}
              problemField={problem?.field ?? null}
              {...(canEdit ? { onChange: setScales } : {})}
            />
          </Space>
        )}
      </Card>
    </Spin>
  );
}

/** The rating pickers of the FMEA steps as they show this standard's criteria (as saved). */
function PickerPreview({ kind, standardId }: { kind: SodPageKind; standardId: string }) {
  const [values, setValues] = useState<Record<string, number>>({});
  const names = SOD_SCALE_NAMES[kind];
  return (
    <Space wrap data-testid="sod-picker-preview">
      <Typography.Text type="secondary">{t('fmeaLibrary.sod.pickerPreview')}</Typography.Text>
      {RATING_SCALE_KEYS.map((scale) => (
        <Space key={scale} size={4}>
          {names[scale]}
          <SodRatingSelect
            standardId={standardId}
            scale={scale}
            value={values[scale]}
            onChange={(rating) => setValues((all) => ({ ...all, [scale]: rating }))}
            ariaLabel={names[scale]}
          />
        </Space>
      ))}
    </Space>
  );
}

/** /pfmeaSod/{id} */
export function PfmeaSodStandardPage() {
  return <SodStandardPage kind={FMEA_KINDS.pfmea} />;
}

/** /sfm/{id}: an FMEA-MSR (SFM) standard: severity, frequency F, monitoring M. */
export function MsrSodStandardPage() {
  return <SodStandardPage kind={FMEA_KINDS.msr} />;
}
