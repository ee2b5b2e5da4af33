import { FileImageOutlined, LineChartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Result, Row, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useChartRegistry } from '../../statistics/components/chart-registry';
import { ToolFileTitle } from '../../tool-files/ToolFileTitle';
import type { SaveState } from '../../tool-files/useAutosave';
import { saveChartPictures } from './chart-picture';

interface ChartPageLayoutProps {
  /** The file's name, or null while it loads. */
  name: string | null;
  failed: boolean;
  saveState: SaveState;
  analysing: boolean;
  onAnalyse: () => void;
  analyseTestId: string;
  /** The settings column: data file and the chart's options. */
  settings: ReactNode;
  /** The answer of 分析, or null before it (a hint is shown). */
  result: ReactNode | null;
  emptyText: MessageKey;
  /** A 导出图片 button that saves the result's charts as PNG files (its text and test id); none without it. */
  exportButton?: { text: MessageKey; testId: string };
}

/** A chart file's page: title with its save state and 分析, settings on the left, the answer on the right. */
export function ChartPageLayout(props: ChartPageLayoutProps) {
  const { name, failed, saveState, analysing, onAnalyse, analyseTestId, settings, result, emptyText } = props;
  const { registry, Provider } = useChartRegistry();
  if (failed) return <Result status="404" title={t('toolFiles.missing')} />;
  if (name === null) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card
      title={<ToolFileTitle name={name} state={saveState} backTo="/myTool" />}
      extra={
        <Space>
          {props.exportButton && (
            <Button
              icon={<FileImageOutlined />}
              disabled={!result}
              onClick={() => saveChartPictures(name, registry.images())}
              data-testid={props.exportButton.testId}
            >
              {t(props.exportButton.text)}
            </Button>
          )}
          <Button
            type="primary"
            icon={<LineChartOutlined />}
            loading={analysing}
            onClick={onAnalyse}
            data-testid={analyseTestId}
          >
            {t('oldTools.cc.analyse')}
          </Button>
        </Space>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={7}>
          {settings}
        </Col>
        <Col xs={24} lg={17}>
          {result ? <Provider>{result}</Provider> : <Empty description={t(emptyText)} style={{ marginTop: 80 }} />}
        </Col>
      </Row>
    </Card>
  );
}
