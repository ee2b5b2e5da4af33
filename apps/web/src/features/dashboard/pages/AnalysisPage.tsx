import { ClockCircleOutlined, StarFilled } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, Flex, List, Row, Skeleton, Tag, Typography, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { useCurrentUser } from '../../../shell/auth/hooks';
import { FAVOURITES_CHANGED_EVENT, recordVisit } from '../../../shell/header/module-api';
import { withChunkTimeout } from '../../../shell/lazy-route';
import { greetingKey } from '../../../shell/utils/greeting';
import { fetchHomeIndex, fetchMonthBar, type HomeIndex, type MonthBarPoint } from '../api';

// The chart library is large: its own chunk, loaded after the greeting is on screen.
const MonthBarChart = lazy(withChunkTimeout(() => import('../components/MonthBarChart')));

/** Home after login (spec §2, §9): greeting, favourites and recent visits, and the monthly traffic chart. */
export function AnalysisPage() {
  const user = useCurrentUser();
  const { token } = theme.useToken();
  const [home, setHome] = useState<HomeIndex | null>(null);
  const [bars, setBars] = useState<MonthBarPoint[] | null>(null);

  useEffect(() => {
    const loadHome = () => void fetchHomeIndex().then(setHome, () => setHome({ favourites: [], recentVisits: [] }));
    loadHome();
    void fetchMonthBar().then(setBars, () => setBars([]));
    window.addEventListener(FAVOURITES_CHANGED_EVENT, loadHome);
    return () => window.removeEventListener(FAVOURITES_CHANGED_EVENT, loadHome);
  }, []);

  const visit = (module: { moduleCode: number }) => void recordVisit(module.moduleCode);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex align="center" gap={16}>
          <Avatar size={64} src={user.logoUrl || undefined}>
            {user.name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="analysis-greeting">
              {t('analysis.greeting', { greeting: t(greetingKey()), name: user.name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[user.tenantNickName || user.tenantName, user.organizationName, user.roleName]
                .filter(Boolean)
                .join(' | ')}
            </Typography.Text>
          </div>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('analysis.favourites')} size="small" data-testid="home-favourites">
            {!home ? (
              <Skeleton active />
            ) : home.favourites.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.favourites.empty')} />
            ) : (
              <Flex wrap gap={8}>
                {home.favourites.map((m) => (
                  <Link key={m.moduleKey} to={m.home} onClick={() => visit(m)} data-testid="home-favourite">
                    <Tag icon={<StarFilled style={{ color: '#faad14' }} />} style={{ padding: '4px 10px' }}>
                      {m.moduleName}
                    </Tag>
                  </Link>
                ))}
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('analysis.recentVisits')} size="small" data-testid="home-recent">
            {!home ? (
              <Skeleton active />
            ) : (
              <List
                size="small"
                locale={{ emptyText: t('analysis.recentVisits.empty') }}
                dataSource={home.recentVisits}
                renderItem={(v) => (
                  <List.Item
                    extra={
                      <Typography.Text type="secondary">
                        <ClockCircleOutlined /> {new Date(v.lastVisitAt).toLocaleString('zh-CN')}
                      </Typography.Text>
                    }
                  >
                    <Link to={v.home} onClick={() => visit(v)}>
                      {v.moduleName}
                    </Link>
                    <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                      {t('analysis.recentVisits.count', { count: v.visitCount })}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
      <Card title={t('analysis.chart.title')} size="small" data-testid="home-month-bar">
        {!bars ? (
          <Skeleton active />
        ) : (
          <Suspense fallback={<Skeleton active />}>
            <MonthBarChart points={bars} color={token.colorPrimary} />
          </Suspense>
        )}
      </Card>
    </Flex>
  );
}
