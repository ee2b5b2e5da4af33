import { AppstoreOutlined, HomeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Popover, Row, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../locales';
import { HOME_PATH } from '../auth/route-access';
import {
  FAVOURITES_CHANGED_EVENT,
  fetchModules,
  MODULES_CHANGED_EVENT,
  type ModuleCategoryDto,
  type ModuleDto,
  recordVisit,
  toggleFavourite,
} from './module-api';

/** The header's module menu (spec §2): modules grouped by category, favourite stars, back to home. */
export function ModuleMenu() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [categories, setCategories] = useState<ModuleCategoryDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [starring, setStarring] = useState<string | null>(null);

  // Loaded when first opened; after a failure the next opening tries again.
  useEffect(() => {
    if (!open || categories) return;
    setFailed(false);
    void fetchModules().then(setCategories, () => setFailed(true));
  }, [open, categories]);

  // A plugin was enabled or disabled: the modules are loaded again when the menu is next open.
  useEffect(() => {
    const forget = () => setCategories(null);
    window.addEventListener(MODULES_CHANGED_EVENT, forget);
    return () => window.removeEventListener(MODULES_CHANGED_EVENT, forget);
  }, []);

  const star = async (module: ModuleDto) => {
    if (starring) return;
    setStarring(module.moduleKey);
    const result = await toggleFavourite(module.moduleKey).catch(() => null);
    setStarring(null);
    if (!result) return;
    const { collectionStatus } = result;
    window.dispatchEvent(new Event(FAVOURITES_CHANGED_EVENT));
    setCategories((all) =>
      (all ?? []).map((c) => ({
        ...c,
        moduleDtos: c.moduleDtos.map((m) => (m.moduleKey === module.moduleKey ? { ...m, collectionStatus } : m)),
      })),
    );
  };
  const go = (module: ModuleDto) => {
    setOpen(false);
    void recordVisit(module.moduleCode);
    navigate(module.home);
  };

  const content = (
    <div style={{ width: 560, maxWidth: 'calc(100vw - 32px)', maxHeight: '70vh', overflow: 'auto' }}>
      <Button
        type="link"
        icon={<HomeOutlined />}
        onClick={() => {
          setOpen(false);
          navigate(HOME_PATH);
        }}
        style={{ paddingInline: 0 }}
        data-testid="module-menu-home"
      >
        {t('header.modules.backHome')}
      </Button>
      {failed ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : !categories ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : categories.length === 0 ? (
        <Empty />
      ) : (
        categories.map((category) => (
          <div key={category.moduleCategaryName} style={{ marginTop: 8 }}>
            <Typography.Text strong>{category.moduleCategaryName}</Typography.Text>
            <Row gutter={[8, 4]} style={{ marginTop: 4 }}>
              {category.moduleDtos.map((module) => (
                <Col span={8} key={module.moduleKey}>
                  <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                    <Button
                      type="text"
                      size="small"
                      onClick={() => go(module)}
                      data-testid="module-entry"
                      data-module={module.moduleKey}
                      style={{ paddingInline: 4 }}
                    >
                      {module.moduleName}
                    </Button>
                    {module.isCannotDevelop ? (
                      <Tag style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px' }}>
                        {t('header.modules.inDevelopment')}
                      </Tag>
                    ) : null}
                    <Tooltip
                      title={t(module.collectionStatus ? 'header.modules.unfavourite' : 'header.modules.favourite')}
                    >
                      <Button
                        type="text"
                        size="small"
                        aria-label={t(
                          module.collectionStatus ? 'header.modules.unfavourite' : 'header.modules.favourite',
                        )}
                        aria-pressed={module.collectionStatus}
                        loading={starring === module.moduleKey}
                        icon={module.collectionStatus ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
                        onClick={() => void star(module)}
                        data-testid="module-star"
                      />
                    </Tooltip>
                  </div>
                </Col>
              ))}
            </Row>
          </div>
        ))
      )}
    </div>
  );

  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button type="text" icon={<AppstoreOutlined />} data-testid="module-menu">
        {t('header.modules')}
      </Button>
    </Popover>
  );
}
