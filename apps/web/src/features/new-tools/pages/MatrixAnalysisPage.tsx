import { LineChartOutlined } from '@ant-design/icons';
import type { MsFileDetailDto, PcaDto } from '@qis/shared';
import { Alert, Button, Card, Col, Empty, Form, Result, Row, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { useDataSheet } from '../../statistics/components/useDataSheet';
import { ToolFileTitle } from '../../tool-files/ToolFileTitle';
import { useAutosave } from '../../tool-files/useAutosave';
import { analysePca, fetchAnalysisFile, saveAnalysisSettings } from '../matrix-analysis/api';
import { PcaDataFile } from '../matrix-analysis/PcaDataFile';
import { PcaResult } from '../matrix-analysis/PcaResult';
import { PcaSettingsForm } from '../matrix-analysis/PcaSettingsForm';
import { type PcaSettings, parsePcaSettings, pcaBody } from '../matrix-analysis/pca-settings';

/**
 * /tool_matrix/:id, /file_matrix_analysis/:id, /recent_changes_file_matrix/:id — a matrix data analysis file (PCA):
 * its data file, columns and matrix, saved automatically; 分析.
 */
export function MatrixAnalysisPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [file, setFile] = useState<MsFileDetailDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [settings, setSettings] = useState<PcaSettings | null>(null);
  const [result, setResult] = useState<PcaDto | null>(null);
  const [analysing, setAnalysing] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    fetchAnalysisFile(id).then(
      (loaded) => {
        if (loaded.kind !== 'matrixAnalysis') return setFailed(true);
        setFile(loaded);
        setSettings(parsePcaSettings(loaded.settings));
        setResult(null);
      },
      () => setFailed(true),
    );
  }, [id]);
  useEffect(() => load(), [load]);
  const { state, schedule } = useAutosave(file, load, saveAnalysisSettings);
  const data = useDataSheet(settings?.dataFileId ?? undefined, 'newTools');
  const sheet = settings?.dataFileId ? data.sheet : null;

  const change = (next: Partial<PcaSettings>) => {
    if (!settings) return;
    const merged = { ...settings, ...next };
    setSettings(merged);
    schedule({ ...file?.settings, ...merged });
  };
  const pickDataFile = (dataFileId: string) => change({ dataFileId, columns: [] });

  const analyse = async () => {
    if (!settings) return;
    const body = pcaBody(settings, sheet);
    if (typeof body === 'string') return toast.warning(t(body));
    setAnalysing(true);
    try {
      setResult(await analysePca(body));
    } catch {
      // the HTTP client has shown the refusal (a cell that is not a number, a constant column …)
    } finally {
      setAnalysing(false);
    }
  };

  if (failed) return <Result status="404" title={t('toolFiles.missing')} />;
  if (!file || !settings) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card
      title={<ToolFileTitle name={file.name} state={state} backTo="/myTools" />}
      extra={
        <Button
          type="primary"
          icon={<LineChartOutlined />}
          loading={analysing}
          onClick={() => void analyse()}
          data-testid="pca-analyse"
        >
          {t('newTools.matrixAnalysis.analyse')}
        </Button>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={7}>
          <Form layout="vertical">
            <Form.Item label={t('newTools.matrixAnalysis.dataFile')} htmlFor="pca-data-file">
              <PcaDataFile
                value={settings.dataFileId}
                onChange={pickDataFile}
                onCreated={(dataFileId) => {
                  pickDataFile(dataFileId);
                  navigate(`/newDataFileDetail/${dataFileId}`);
                }}
              />
            </Form.Item>
          </Form>
          {settings.dataFileId && data.failed && (
            <Alert
              type="warning"
              showIcon
              title={t('newTools.matrixAnalysis.dataFile.missing')}
              style={{ marginBottom: 16 }}
            />
          )}
          <PcaSettingsForm settings={settings} onChange={change} sheet={sheet} />
        </Col>
        <Col xs={24} lg={17}>
          {result ? (
            <PcaResult result={result} />
          ) : (
            <Empty description={t('newTools.matrixAnalysis.empty')} style={{ marginTop: 80 }} />
          )}
        </Col>
      </Row>
    </Card>
  );
}
