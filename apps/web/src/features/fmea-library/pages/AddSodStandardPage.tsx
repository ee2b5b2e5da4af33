import {
  DEFAULT_DFMEA_SCALES,
  DEFAULT_MSR_SCALES,
  DEFAULT_PFMEA_SCALES,
  FMEA_KIND_VALUES,
  FMEA_KINDS,
  type FmeaKind,
  type RatingScales,
  SOD_STANDARD_ENDPOINTS,
  type SodStandardNameDto,
} from '@qis/shared';
import { Alert, Button, Card, Form, Input, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../locales';
import { callEndpoint } from '../../../shell/call-endpoint';
import { useSave } from '../../../shell/components/useSave';
import { copyStandard, createStandard } from '../api';
import { RatingScalesEditor } from '../components/RatingScalesEditor';
import { DFMEA_KIND, SOD_PAGES, type SodPageKind, scalesProblem } from '../sod-kind';

/** Where a new standard of each kind starts: the kind's AIAG-VDA 2019 scales (reference/fmea/rating-scales.json). */
const DEFAULT_SCALES: Record<SodPageKind, RatingScales> = {
  [FMEA_KINDS.dfmea]: DEFAULT_DFMEA_SCALES,
  [FMEA_KINDS.pfmea]: DEFAULT_PFMEA_SCALES,
  [FMEA_KINDS.msr]: DEFAULT_MSR_SCALES,
};

interface SourceOption {
  value: string;
  label: string;
}

/** The standards of every kind the user may read, grouped by kind, as copy sources (a kind refused is left out). */
async function copySources(): Promise<Array<{ label: string; options: SourceOption[] }>> {
  const groups = await Promise.all(
    FMEA_KIND_VALUES.map(async (kind: FmeaKind) => {
      const names = await callEndpoint(SOD_STANDARD_ENDPOINTS[kind].names, {}, { silent: true }).catch(
        () => [] as SodStandardNameDto[],
      );
      return {
        label: t(`fmeaLibrary.sod.source.kind.${kind}`),
        options: names.map((n) => ({ value: n.id, label: n.name })),
      };
    }),
  );
  return groups.filter((g) => g.options.length > 0);
}

/**
 * /addSod, /addPfmeaSod and /addSfm: a new standard of the kind, from the kind's default scales (edited here) or as a copy of
 * an existing standard of any kind.
 */
export function AddSodStandardPage({ kind = DFMEA_KIND }: { kind?: SodPageKind }) {
  const pages = SOD_PAGES[kind];
  const LIST_PATH = pages.list;
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [source, setSource] = useState<'default' | 'copy'>('default');
  const [sourceId, setSourceId] = useState<string | undefined>();
  const [sources, setSources] = useState<Array<{ label: string; options: SourceOption[] }>>([]);
  const [scales, setScales] = useState<RatingScales>(DEFAULT_SCALES[kind]);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [tried, setTried] = useState(false);
  const { saving, save } = useSave();

  useEffect(() => {
    void copySources().then(setSources);
  }, []);

  const submit = async () => {
    setTried(true);
    if (!name.trim()) return;
    if (source === 'copy') {
      if (!sourceId) return;
      let createdId = '';
      const done = await save(async () => {
        createdId = (await copyStandard(kind, sourceId, name.trim())).id;
      }, t('fmeaLibrary.sod.created'));
      if (done) navigate(pages.detail(createdId), { replace: true });
      return;
    }
    const found = scalesProblem(kind, scales);
    setProblem(found);
    if (found) return;
    if (await save(() => createStandard(kind, name.trim(), scales), t('fmeaLibrary.sod.created')))
      navigate(LIST_PATH, { replace: true });
  };

  return (
    <Card
      title={t('fmeaLibrary.sod.addTitle', { kind: pages.label })}
      extra={
        <Space>
          <Button onClick={() => navigate(LIST_PATH)}>{t('fmeaLibrary.sod.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="sod-create">
            {t('fmeaLibrary.sod.save')}
          </Button>
        </Space>
      }
    >
      <Form layout="horizontal" labelCol={{ flex: '120px' }} style={{ maxWidth: 720 }}>
        <Form.Item
          label={t('fmeaLibrary.sod.name')}
          required
          validateStatus={tried && !name.trim() ? 'error' : undefined}
          help={tried && !name.trim() ? t('fmeaLibrary.sod.name.required') : undefined}
        >
          <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="sod-new-name" />
        </Form.Item>
        <Form.Item label={t('fmeaLibrary.sod.source')}>
          <Radio.Group
            value={source}
            onChange={(e) => setSource(e.target.value)}
            options={[
              { value: 'default', label: t('fmeaLibrary.sod.source.default', { kind: pages.label }) },
              { value: 'copy', label: t('fmeaLibrary.sod.source.copy') },
            ]}
          />
        </Form.Item>
        {source === 'copy' && (
          <Form.Item
            label={t('fmeaLibrary.sod.source.pick')}
            required
            validateStatus={tried && !sourceId ? 'error' : undefined}
            help={tried && !sourceId ? t('fmeaLibrary.sod.source.pick') : undefined}
          >
            <Select value={sourceId} onChange={setSourceId} options={sources} data-testid="sod-copy-source" />
          </Form.Item>
        )}
      </Form>
      {source === 'default' && (
        <>
          {problem && <Alert type="error" showIcon title={problem.message} style={{ marginBottom: 12 }} />}
          <RatingScalesEditor kind={kind} scales={scales} onChange={setScales} problemField={problem?.field ?? null} />
        </>
      )}
    </Card>
  );
}

/** /addPfmeaSod */
export function AddPfmeaSodStandardPage() {
  return <AddSodStandardPage kind={FMEA_KINDS.pfmea} />;
}

/** /addSfm: a new FMEA-MSR (SFM) standard. */
export function AddMsrSodStandardPage() {
  return <AddSodStandardPage kind={FMEA_KINDS.msr} />;
}
