import { App, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../locales';
import { LOGIN_PATH } from '../auth/route-access';
import { signOut } from '../auth/session';

/** 退出登录 (spec §4): asks confirmation, ends the session, and returns to the login page. */
export function useLogout(): () => void {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return () => {
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
}
