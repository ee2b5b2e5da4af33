import { Button, Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchRoleHomePages, type RoleHomePage } from '../api';
import { RoleHomePageForm } from '../components/RoleHomePageForm';

/**
 * /homePageManagement (首页管理, HomePageManager): each role's home page and the dashboard cards its users see, in
 * order. A user sees the union over their configured roles.
 */
export function HomePageManagementPage() {
  const [roles, setRoles] = useState<RoleHomePage[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Bumped on every load, so the form starts again from what is stored.
  const [generation, setGeneration] = useState(0);

  const load = useCallback(async () => {
    try {
      const loaded = await fetchRoleHomePages();
      setRoles(loaded);
      setSelectedId((id) => (loaded.some((r) => r.roleId === id) ? id : (loaded[0]?.roleId ?? null)));
      setGeneration((g) => g + 1);
    } catch {
      setRoles([]);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const saved = (role: RoleHomePage) =>
    setRoles((current) => current?.map((r) => (r.roleId === role.roleId ? role : r)) ?? current);
  const selected = roles?.find((r) => r.roleId === selectedId);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('homePageManagement.roles')} loading={!roles} size="small">
          {roles?.length === 0 ? <Empty description={t('homePageManagement.empty')} /> : null}
          <Flex vertical gap={4}>
            {(roles ?? []).map((role) => (
              <Button
                key={role.roleId}
                block
                type={role.roleId === selectedId ? 'primary' : 'text'}
                ghost={role.roleId === selectedId}
                onClick={() => setSelectedId(role.roleId)}
                style={{ justifyContent: 'space-between' }}
                data-testid="home-page-role"
              >
                <span>{role.roleName}</span>
                <Tag color={role.isConfigured ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
                  {t(role.isConfigured ? 'homePageManagement.configured' : 'homePageManagement.notConfigured')}
                </Tag>
              </Button>
            ))}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={selected?.roleName ?? t('homePageManagement.homePage')} loading={!roles}>
          <Typography.Paragraph type="secondary">{t('homePageManagement.help')}</Typography.Paragraph>
          {selected ? (
            <RoleHomePageForm
              key={`${selected.roleId}-${generation}`}
              role={selected}
              onSaved={saved}
              onConflict={() => void load()}
            />
          ) : (
            <Empty description={t('homePageManagement.empty')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
