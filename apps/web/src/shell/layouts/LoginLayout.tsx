import { Flex, theme } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { t } from '../../locales';
import { useSystemInfo } from '../auth/hooks';
import { CompanyFooter } from './CompanyFooter';

/** Login layout: product name, a welcome line (a password-retrieval heading on RetrievePassword), the page, and a footer with the company name. */
export function LoginLayout() {
  const info = useSystemInfo();
  const { token } = theme.useToken();
  const retrieving = useLocation().pathname === '/user/retrievePassword';
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <main style={{ flex: 'auto' }}>
        <Flex vertical align="center" style={{ paddingTop: '12vh' }}>
          <h1
            style={{ margin: '0 0 8px', fontSize: 30, fontWeight: 600, color: token.colorTextHeading }}
            data-testid="system-name"
          >
            {info?.name}
          </h1>
          <div style={{ marginBottom: 32, color: token.colorTextSecondary }}>
            {t(retrieving ? 'user.login.retrieveHeading' : 'user.login.welcome')}
          </div>
          <div style={{ width: 368, maxWidth: 'calc(100vw - 32px)' }}>
            <Outlet />
          </div>
        </Flex>
      </main>
      <CompanyFooter />
    </Flex>
  );
}
