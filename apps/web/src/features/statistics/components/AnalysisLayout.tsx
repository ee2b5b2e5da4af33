import { EditOutlined, ExportOutlined, LineChartOutlined } from '@ant-design/icons';
import type { MsDataSheetDto } from '@qis/shared';
import { Button, Card, Col, Empty, Result, Row, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';

interface AnalysisLayoutProps {
  /** The analysis's name (页面标题). */
  title: string;
  dataFileId: string;
  sheetState: { sheet: MsDataSheetDto | null; failed: boolean; loading: boolean };
  /** The settings form, once the data file's sheet is loaded. */
  settings: (sheet: MsDataSheetDto) => ReactNode;
  onAnalyse: () => void;
  analysing: boolean;
  /** Present once there is a result to export. */
  onExport?: () => void;
  exporting?: boolean;
  /** The result (tables and charts), or null before the first analysis. */
  result: ReactNode | null;
}

/**
 * The frame of every analysis page: the data file it reads (with a link to edit it), the settings with 分析 and
 * 导出报告, and the result beside them.
 */
export function AnalysisLayout(props: AnalysisLayoutProps) {
  const { sheet, failed, loading } = props.sheetState;
  if (failed) return <Result status="404" title={t('statistics.dataFile.missing')} />;
  if (loading || !sheet) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card
      title={props.title}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('statistics.dataFile.label', { name: sheet.name })}</Typography.Text>
          <Link to={`/dataFileDetail/${props.dataFileId}`}>
            <EditOutlined /> {t('statistics.dataFile.edit')}
          </Link>
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
          {props.result ?? <Empty description={t('statistics.result.empty')} style={{ marginTop: 64 }} />}
        </Col>
      </Row>
    </Card>
  );
}
