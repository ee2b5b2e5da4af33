import { EditOutlined, ExportOutlined, LineChartOutlined, SaveOutlined, SwapOutlined } from '@ant-design/icons';
import { CHART_STYLES_SETTING, type ChartStyle, type MsDataSheetDto } from '@qis/shared';
import { Button, Card, Col, Empty, Result, Row, Space, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { AnalysisChartStyles } from './AnalysisChartStyles';
import { DataFileChoice } from './DataFileChoice';
import { SaveAsFileModal } from './SaveAsFileModal';
import type { AnalysisSource } from './useAnalysisSource';

interface AnalysisLayoutProps {
  /** The analysis's name (页面标题). */
  title: string;
  source: AnalysisSource;
  /** The settings form, once the data file's sheet is loaded. */
  settings: (sheet: MsDataSheetDto) => ReactNode;
  /** What an analysis file keeps of the page (the settings form's values, a design …). */
  keepSettings: () => Record<string, unknown>;
  onAnalyse: () => void;
  analysing: boolean;
  /** Present once there is a result to export. */
  onExport?: () => void;
  exporting?: boolean;
  /** The result (tables and charts), or null before the first analysis. */
  result: ReactNode | null;
}

const loading = <Spin style={{ display: 'block', margin: '80px auto' }} />;

/**
 * The frame of every analysis page: the data file it reads (with a link to edit it), the settings with 分析 and
 * 导出报告, and the result beside them. On a tool page the settings can be saved as an analysis file; on an analysis
 * file's page they are saved into it (保存), and its data file can be chosen or changed.
 */
export function AnalysisLayout(props: AnalysisLayoutProps) {
  const { source } = props;
  const { sheet, failed } = source.sheetState;
  const [savingAs, setSavingAs] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [keeping, setKeeping] = useState(false);
  // A tool page's chart styles, kept in the analysis file it may be saved as.
  const [localStyles, setLocalStyles] = useState<Record<string, ChartStyle>>({});

  if (source.fileFailed) return <Result status="404" title={t('statistics.files.missing')} />;
  if (source.isFile && !source.file) return loading;
  const title = source.file ? `${props.title}：${source.file.name}` : props.title;
  if (source.isFile && (!source.dataFileId || choosing)) {
    return (
      <Card title={title}>
        <DataFileChoice
          current={source.dataFileId}
          onChoose={async (dataFileId) => {
            if (await source.keep(source.saved, dataFileId)) setChoosing(false);
          }}
          onCancel={source.dataFileId ? () => setChoosing(false) : undefined}
        />
      </Card>
    );
  }
  if (failed) return <Result status="404" title={t('statistics.dataFile.missing')} />;
  if (!sheet) return loading;

  const keep = async () => {
    setKeeping(true);
    try {
      if (await source.keep({ ...source.saved, ...props.keepSettings() })) toast.success(t('statistics.files.saved'));
    } catch {
      // the HTTP client has shown the message (changed elsewhere: 409)
    } finally {
      setKeeping(false);
    }
  };

  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          <Typography.Text type="secondary">{t('statistics.dataFile.label', { name: sheet.name })}</Typography.Text>
          <Link to={`/dataFileDetail/${sheet.id}`}>
            <EditOutlined /> {t('statistics.dataFile.edit')}
          </Link>
          {source.isFile ? (
            <>
              <Button type="link" icon={<SwapOutlined />} onClick={() => setChoosing(true)}>
                {t('statistics.files.dataFile.change')}
              </Button>
              <Button icon={<SaveOutlined />} loading={keeping} onClick={() => void keep()} data-testid="analysis-keep">
                {t('statistics.files.keep')}
              </Button>
            </>
          ) : (
            <Button icon={<SaveOutlined />} onClick={() => setSavingAs(true)} data-testid="analysis-save-as">
              {t('statistics.files.saveAs')}
            </Button>
          )}
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={8} xxl={6}>
          <Card size="small" title={t('statistics.settings')} data-testid="analysis-settings">
            {props.settings(sheet)}
            <Space style={{ marginTop: 8 }}>
              <Button type="primary" icon={<LineChartOutlined />} loading={props.analysing} onClick={props.onAnalyse}>
                {t('statistics.analyse')}
              </Button>
              <Button
                icon={<ExportOutlined />}
                disabled={!props.onExport}
                loading={props.exporting}
                onClick={props.onExport}
              >
                {t('statistics.exportReport')}
              </Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={16} xxl={18} data-testid="analysis-result">
          {props.result ? (
            <AnalysisChartStyles
              source={source}
              localStyles={localStyles}
              onLocalSave={(key, style) => setLocalStyles((styles) => ({ ...styles, [key]: style }))}
            >
              {props.result}
            </AnalysisChartStyles>
          ) : (
            <Empty description={t('statistics.result.empty')} style={{ marginTop: 64 }} />
          )}
        </Col>
      </Row>
      <SaveAsFileModal
        open={savingAs}
        kind={source.kind}
        dataFileId={sheet.id}
        defaultName={`${sheet.name}-${props.title}`}
        settings={() => ({ ...props.keepSettings(), [CHART_STYLES_SETTING]: localStyles })}
        onClose={() => setSavingAs(false)}
      />
    </Card>
  );
}
