import { LockOutlined, LogoutOutlined, PictureOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../locales';
import { useCurrentUser } from '../auth/hooks';
import { useLogout } from '../layouts/useLogout';
import { withChunkTimeout } from '../lazy-route';

const ChangeAvatarModal = lazy(
  withChunkTimeout(() =>
    import('../../features/personal/components/ChangeAvatarModal').then((m) => ({ default: m.ChangeAvatarModal })),
  ),
);
const ChangePasswordModal = lazy(
  withChunkTimeout(() =>
    import('../../features/personal/components/ChangePasswordModal').then((m) => ({
      default: m.ChangePasswordModal,
    })),
  ),
);

/**
 * Avatar menu (spec §2): basic info, change avatar, change password, log out (with confirmation). Change password is
 * hidden when plugin 1011's web flag is set; plugins come with system administration, so it always shows for now.
 */
export function AvatarMenu({ allowPasswordChange = true }: { allowPasswordChange?: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const [dialog, setDialog] = useState<'avatar' | 'password' | null>(null);

  const items = [
    { key: 'baseInfo', icon: <UserOutlined />, label: t('header.user.baseInfo') },
    { key: 'avatar', icon: <PictureOutlined />, label: t('header.user.changeAvatar') },
    ...(allowPasswordChange
      ? [{ key: 'password', icon: <LockOutlined />, label: t('header.user.changePassword') }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.user.logout'), 'data-testid': 'logout-button' },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'baseInfo') navigate('/myself/baseSetting');
    else if (key === 'avatar' || key === 'password') setDialog(key);
    else if (key === 'logout') logout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight">
        <Button type="text" data-testid="avatar-menu" style={{ paddingInline: 8 }}>
          <Avatar size="small" src={user.logoUrl || undefined} icon={<UserOutlined />} />
          <span data-testid="current-user-name">{user.name}</span>
        </Button>
      </Dropdown>
      <Suspense fallback={null}>
        {dialog === 'avatar' ? <ChangeAvatarModal open onClose={() => setDialog(null)} /> : null}
        {dialog === 'password' ? <ChangePasswordModal open onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </>
  );
}
