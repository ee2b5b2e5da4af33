import { Layout, theme } from 'antd';
import { useSystemInfo } from '../auth/hooks';

/** The footer of both layouts: copyright of the company named by system info. */
export function CompanyFooter() {
  const info = useSystemInfo();
  const { token } = theme.useToken();
  return (
    <Layout.Footer
      style={{ textAlign: 'center', background: 'transparent', color: token.colorTextTertiary }}
      data-testid="company-name"
    >
      {info?.companyName ? `Copyright © ${new Date().getFullYear()} ${info.companyName}` : null}
    </Layout.Footer>
  );
}
