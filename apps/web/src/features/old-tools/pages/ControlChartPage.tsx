import { LineChartOutlined } from '@ant-design/icons';
import type { ControlChartConfigDto, ControlChartResultDto, MsFileDetailDto } from '@qis/shared';
import { Alert, Button, Card, Col, Empty, Form, Result, Row, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { useDataSheet } from '../../statistics/components/useDataSheet';
import { ToolFileTitle } from '../../tool-files/ToolFileTitle';
import { useAutosave } from '../../tool-files/useAutosave';
import { analyseControlChart, fetchControlChartConfig, fetchToolFile, saveToolSettings } from '../api';
import { ControlChartDataFile } from '../control-chart/ControlChartDataFile';
import { ControlChartResult } from '../control-chart/ControlChartResult';
import { ControlChartSettingsForm } from '../control-chart/ControlChartSettingsForm';
import {
  type ControlChartSettings,
  controlChartBody,
  parseControlChart,
} from '../control-chart/control-chart-settings';

/** /myOldTools/controlChart/:id — a control chart file: its data file and settings, saved automatically; 分析. */
export function ControlChartPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [file, setFile] = useState<MsFileDetailDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [settings, setSettings] = useState<ControlChartSettings | null>(null);
  const [config, setConfig] = useState<ControlChartConfigDto | null>(null);
  const [result, setResult] = useState<ControlChartResultDto | null>(null);
  const [analysing, setAnalysing] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    fetchToolFile(id).then(
      (loaded) => {
        if (loaded.kind !== 'controlChart') return setFailed(true);
        setFile(loaded);
        setSettings(parseControlChart(loaded.settings));
        setResult(null);
      },
      () => setFailed(true),
    );
  }, [id]);
  useEffect(() => load(), [load]);
  useEffect(() => {
    fetchControlChartConfig().then(setConfig, () => undefined);
  }, []);
  const { state, schedule } = useAutosave(file, load, saveToolSettings);
  const data = useDataSheet(settings?.dataFileId ?? undefined, 'oldTools');
  const sheet = settings?.dataFileId ? data.sheet : null;

  const change = (next: Partial<ControlChartSettings>) => {
    if (!settings) return;
    const merged = { ...settings, ...next };
    setSettings(merged);
    schedule({ ...file?.settings, ...merged });
  };
  const rules =
    settings?.rules ?? (config ? { westernElectric: config.westernElectric, nelson: [...config.nelson] } : null);

  const analyse = async () => {
    if (!settings) return;
    const body = controlChartBody(settings, sheet, settings.rules);
    if (typeof body === 'string') return toast.warning(t(body));
    setAnalysing(true);
    try {
      setResult(await analyseControlChart(body));
    } catch {
      // the HTTP client has shown the refusal (a cell that is not a number …)
    } finally {
      setAnalysing(false);
    }
  };

  if (failed) return <Result status="404" title={t('toolFiles.missing')} />;
  if (!file || !settings) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card
      title={<ToolFileTitle name={file.name} state={state} backTo="/myTool" />}
      extra={
        <Button
          type="primary"
          icon={<LineChartOutlined />}
          loading={analysing}
          onClick={() => void analyse()}
          data-testid="cc-analyse"
        >
          {t('oldTools.cc.analyse')}
        </Button>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={7}>
          <Form layout="vertical">
            <Form.Item label={t('oldTools.cc.dataFile')} htmlFor="cc-data-file">
              <ControlChartDataFile
                value={settings.dataFileId}
                onChange={(dataFileId) => change({ dataFileId, columns: [], sizeColumn: null })}
                onCreated={(dataFileId) => {
                  change({ dataFileId, columns: [], sizeColumn: null });
                  navigate(`/oldDataFileDetail/${dataFileId}`);
                }}
              />
            </Form.Item>
          </Form>
          {settings.dataFileId && data.failed && (
            <Alert type="warning" showIcon title={t('oldTools.cc.dataFile.missing')} style={{ marginBottom: 16 }} />
          )}
          <ControlChartSettingsForm settings={settings} onChange={change} sheet={sheet} rules={rules} />
        </Col>
        <Col xs={24} lg={17}>
          {result ? (
            <ControlChartResult result={result} decimals={config?.decimals ?? 4} showZones={settings.showZones} />
          ) : (
            <Empty description={t('oldTools.cc.empty')} style={{ marginTop: 80 }} />
          )}
        </Col>
      </Row>
    </Card>
  );
}
