import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../locales';
import { LOGIN_PATH } from '../auth/guards';
import { signOut } from '../auth/session';

/** 退出登录: asks confirmation, ends the session, and returns to the login page. */
export function LogoutButton() {
  const { modal } = App.useApp();
  const navigate = useNavigate();

  const confirmLogout = () => {
    modal.confirm({
      title: t('layout.user.logout.title'),
      content: t('layout.user.logout.content'),
      okText: t('layout.user.logout.ok'),
      cancelText: t('layout.user.logout.cancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' } as ButtonProps,
      onOk: async () => {
        const navigateToLogin = await signOut();
        if (navigateToLogin) navigate(LOGIN_PATH, { replace: true });
      },
    });
  };

  return (
    <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="logout-button">
      {t('layout.user.logout')}
    </Button>
  );
}
