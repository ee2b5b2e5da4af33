import { BookOutlined, FileProtectOutlined, ProjectOutlined, UserOutlined } from '@ant-design/icons';
import { type FmeaKind, myFmeaCardTarget, showsProjectChip } from '@qis/shared';
import { Card, Col, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import type { OverviewTotals, PersonalStats } from '../api';

const COLUMN = { xs: 24, sm: 12, xl: 6 } as const;

interface Props {
  totals: OverviewTotals | null | undefined;
  personal: PersonalStats | null | undefined;
  kinds: readonly FmeaKind[];
}

function SummaryCard(props: {
  testId: string;
  icon: ReactNode;
  title: string;
  value: number | undefined;
  extra?: ReactNode;
  footer: ReactNode;
  onClick?: () => void;
}) {
  const { testId, icon, title, value, extra, footer, onClick } = props;
  return (
    <Card
      size="small"
      hoverable={Boolean(onClick)}
      onClick={onClick}
      style={{ height: '100%', cursor: onClick ? 'pointer' : 'default' }}
      data-testid={testId}
      data-clickable={onClick ? 'true' : 'false'}
    >
      {value === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
            <Statistic title={title} value={value} prefix={icon} valueStyle={{ fontSize: 28 }} />
            {extra}
          </Space>
          <div style={{ marginTop: 8, minHeight: 22 }}>{footer}</div>
        </>
      )}
    </Card>
  );
}

const kindLabel = (kind: FmeaKind) => t(`fmeaDashboard.kind.${kind}` as MessageKey);

/** "DFMEA 3 · PFMEA 1": a figure per kind the user may see. */
function Breakdown({ kinds, count }: { kinds: readonly FmeaKind[]; count: (kind: FmeaKind) => number }) {
  return (
    <Typography.Text type="secondary" data-testid="kind-breakdown">
      {kinds.map((kind) => `${kindLabel(kind)} ${count(kind)}`).join(' · ')}
    </Typography.Text>
  );
}

/**
 * The four summary cards (spec §2): running FMEAs with the active projects and a figure per kind; my FMEA, which opens
 * the first available my-list (nothing without participation), its project chip only with isOpenProjectManage; my
 * knowledge contributions; the knowledge base. A card whose call failed shows 0s rather than spinning.
 */
export function SummaryCards({ totals, personal, kinds }: Props) {
  const navigate = useNavigate();
  const failed = (value: unknown) => value === null;
  const of = <T,>(data: T | null | undefined, pick: (d: T) => number) =>
    data === undefined ? undefined : data === null ? 0 : pick(data);
  const myTarget = personal ? myFmeaCardTarget(kinds, personal.participateFMEACount) : null;
  const running = (kind: FmeaKind) =>
    totals ? ([totals.dfmeaCount, totals.pfmeaCount, totals.msrfmeaCount][kind] ?? 0) : 0;
  const mine = (kind: FmeaKind) =>
    personal
      ? ([personal.participateDFMEACount, personal.participatePFMEACount, personal.participateMSRFMEACount][kind] ?? 0)
      : 0;
  const loadFailed = <Typography.Text type="danger">{t('fmeaDashboard.card.loadFailed')}</Typography.Text>;

  return (
    <Row gutter={[16, 16]} data-testid="fmea-dashboard-cards">
      <Col {...COLUMN}>
        <SummaryCard
          testId="card-running"
          icon={<FileProtectOutlined />}
          title={t('fmeaDashboard.card.running')}
          value={of(totals, (d) => d.fmeaCount)}
          extra={
            totals ? <Tag color="blue">{t('fmeaDashboard.card.projects', { count: totals.projectCount })}</Tag> : null
          }
          footer={failed(totals) ? loadFailed : <Breakdown kinds={kinds} count={running} />}
        />
      </Col>
      <Col {...COLUMN}>
        <SummaryCard
          testId="card-mine"
          icon={<UserOutlined />}
          title={t('fmeaDashboard.card.mine')}
          value={of(personal, (d) => d.participateFMEACount)}
          extra={
            personal && showsProjectChip(personal) ? (
              <Tag color="geekblue" data-testid="project-chip">
                {t('fmeaDashboard.card.mineProjects', { count: personal.participateProjectCount })}
              </Tag>
            ) : null
          }
          footer={
            failed(personal) ? (
              loadFailed
            ) : personal?.participateFMEACount === 0 ? (
              <Typography.Text type="secondary">{t('fmeaDashboard.card.mineNone')}</Typography.Text>
            ) : (
              <Breakdown kinds={kinds} count={mine} />
            )
          }
          onClick={myTarget ? () => navigate(myTarget) : undefined}
        />
      </Col>
      <Col {...COLUMN}>
        <SummaryCard
          testId="card-my-knowledge"
          icon={<BookOutlined />}
          title={t('fmeaDashboard.card.myKnowledge')}
          value={of(personal, (d) => d.createKnowledge)}
          footer={
            personal ? (
              <Space split="·">
                <Typography.Text type="secondary">
                  {t('fmeaDashboard.card.myKnowledgeMonth', { count: personal.monthCreateKnowledge })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('fmeaDashboard.card.myKnowledgeUsed', { count: personal.createKnowledgeUserCount })}
                </Typography.Text>
              </Space>
            ) : (
              failed(personal) && loadFailed
            )
          }
        />
      </Col>
      <Col {...COLUMN}>
        <SummaryCard
          testId="card-knowledge"
          icon={<ProjectOutlined />}
          title={t('fmeaDashboard.card.knowledge')}
          value={of(totals, (d) => d.knowledgeCount)}
          footer={
            totals ? (
              <Space split="·">
                <Typography.Text type="secondary">
                  {t('fmeaDashboard.card.knowledgeMonth', { count: totals.monthNewCreateKnowledge })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('fmeaDashboard.card.knowledgeCategory', { count: totals.knowledgeCategory })}
                </Typography.Text>
              </Space>
            ) : (
              failed(totals) && loadFailed
            )
          }
        />
      </Col>
    </Row>
  );
}
