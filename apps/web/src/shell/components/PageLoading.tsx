import { Flex, Spin } from 'antd';
import { t } from '../../locales';

interface PageLoadingProps {
  tip?: string;
}

/** Full-page spinner for route loading, redirects and callbacks. */
export function PageLoading({ tip = t('app.loading') }: PageLoadingProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="page-loading">
      <Spin size="large" description={tip}>
        <div style={{ width: 160, height: 80 }} />
      </Spin>
    </Flex>
  );
}
