import { ClockCircleOutlined, StarFilled } from '@ant-design/icons';
import { Avatar, Card, Empty, Flex, List, Skeleton, Tag, Typography, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { useCurrentUser } from '../../../shell/auth/hooks';
import { recordVisit } from '../../../shell/header/module-api';
import { withChunkTimeout } from '../../../shell/lazy-route';
import { formatTime } from '../../../shell/utils/format-time';
import { greetingKey } from '../../../shell/utils/greeting';
import type { HomeIndex, MonthBarPoint } from '../api';

// The chart library is large: its own chunk, loaded after the greeting is on screen.
const MonthBarChart = lazy(withChunkTimeout(() => import('./MonthBarChart')));

const visit = (module: { moduleCode: number }) => void recordVisit(module.moduleCode);

/** The greeting with the user's avatar, tenant, organization and role. */
export function GreetingCard() {
  const user = useCurrentUser();
  return (
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
            {[user.tenantNickName || user.tenantName, user.organizationName, user.roleName].filter(Boolean).join(' | ')}
          </Typography.Text>
        </div>
      </Flex>
    </Card>
  );
}

/** The modules the user starred. */
export function FavouritesCard({ home }: { home: HomeIndex | null }) {
  return (
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
  );
}

/** The modules the user visited last, with how often. */
export function RecentVisitsCard({ home }: { home: HomeIndex | null }) {
  return (
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
                  <ClockCircleOutlined /> {formatTime(v.lastVisitAt)}
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
  );
}

/** The platform's traffic per day of this month. */
export function MonthBarCard({ bars }: { bars: MonthBarPoint[] | null }) {
  const { token } = theme.useToken();
  return (
    <Card title={t('analysis.chart.title')} size="small" data-testid="home-month-bar">
      {!bars ? (
        <Skeleton active />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <MonthBarChart points={bars} color={token.colorPrimary} />
        </Suspense>
      )}
    </Card>
  );
}
