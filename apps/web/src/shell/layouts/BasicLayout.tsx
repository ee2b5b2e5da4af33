import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Layout, Typography } from 'antd';
import { Link, Outlet } from 'react-router';
import { useCurrentUser, useSystemInfo } from '../auth/hooks';
import { LogoutButton } from './LogoutButton';

/** Signed-in layout (grows into the side-menu / top-menu shell): header with product name and user. */
export function BasicLayout() {
  const info = useSystemInfo();
  const user = useCurrentUser();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', paddingInline: 24, boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)' }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Link to="/">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {info?.name}
            </Typography.Title>
          </Link>
          <Flex align="center" gap={12}>
            <Avatar size="small" src={user.logoUrl || undefined} icon={<UserOutlined />} />
            <span data-testid="current-user-name">{user.name}</span>
            <LogoutButton />
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
