import { Flex, Layout, Typography } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { t } from '../../locales';
import { useSystemInfo } from '../auth/hooks';
import { CompanyFooter } from './CompanyFooter';

/** Login layout: product name, a welcome line (a password-retrieval heading on RetrievePassword), the page, and a footer with the company name. */
export function LoginLayout() {
  const info = useSystemInfo();
  const retrieving = useLocation().pathname === '/user/retrievePassword';
  return (
    <Layout style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Layout.Content>
        <Flex vertical align="center" style={{ paddingTop: '12vh' }}>
          <Typography.Title level={2} style={{ marginBottom: 8 }} data-testid="system-name">
            {info?.name}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ marginBottom: 32 }}>
            {t(retrieving ? 'user.login.retrieveHeading' : 'user.login.welcome')}
          </Typography.Text>
          <div style={{ width: 368, maxWidth: 'calc(100vw - 32px)' }}>
            <Outlet />
          </div>
        </Flex>
      </Layout.Content>
      <CompanyFooter />
    </Layout>
  );
}
