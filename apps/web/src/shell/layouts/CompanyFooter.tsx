import { theme } from 'antd';
import { useSystemInfo } from '../auth/hooks';

/**
 * The footer of both layouts: copyright of the company named by system info.
 * A plain footer element: antd's Layout would bring its Sider code onto the login route.
 */
export function CompanyFooter() {
  const info = useSystemInfo();
  const { token } = theme.useToken();
  return (
    <footer
      style={{
        flex: '0 0 auto',
        padding: `${token.paddingLG}px 50px`,
        textAlign: 'center',
        fontSize: token.fontSize,
        color: token.colorTextTertiary,
      }}
      data-testid="company-name"
    >
      {info?.companyName ? `Copyright © ${new Date().getFullYear()} ${info.companyName}` : null}
    </footer>
  );
}
