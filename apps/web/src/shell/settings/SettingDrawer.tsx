import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Flex, List, Select, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../locales';
import { toast } from '../feedback';
import { useAppearance } from './AppearanceProvider';
import { type AppearanceSettings, appearanceConfigText, disabledAppearanceControls, PRESET_COLORS } from './appearance';

interface SettingDrawerProps {
  open: boolean;
  onClose(): void;
}

/** The theme drawer (spec §2): side menu style, primary colour, layout and its options; copy the settings. */
export function SettingDrawer({ open, onClose }: SettingDrawerProps) {
  const { settings, update } = useAppearance();
  const disabled = disabledAppearanceControls(settings);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(appearanceConfigText(settings));
      toast.success(t('settings.copy.success'));
    } catch {
      toast.error(t('settings.copy.failure'));
    }
  };

  const row = (key: string, label: string, control: ReactNode, hint?: string) => (
    <List.Item key={key} actions={[control]}>
      <Tooltip title={hint} placement="left">
        <span>{label}</span>
      </Tooltip>
    </List.Item>
  );
  const toggle = (key: keyof AppearanceSettings, isDisabled = false) => (
    <Switch
      size="small"
      checked={settings[key] as boolean}
      disabled={isDisabled}
      onChange={(checked) => update({ [key]: checked })}
      data-testid={`setting-${key}`}
    />
  );

  return (
    <Drawer open={open} onClose={onClose} size={300} title={t('settings.title')} data-testid="setting-drawer">
      <Typography.Title level={5}>{t('settings.pageStyle')}</Typography.Title>
      <Flex gap={12}>
        {(['dark', 'light'] as const).map((style) => (
          <Button
            key={style}
            onClick={() => update({ theme: style })}
            type={settings.theme === style ? 'primary' : 'default'}
            icon={settings.theme === style ? <CheckOutlined /> : undefined}
            data-testid={`setting-theme-${style}`}
          >
            {t(`settings.pageStyle.${style}`)}
          </Button>
        ))}
      </Flex>

      <Divider />
      <Typography.Title level={5}>{t('settings.themeColor')}</Typography.Title>
      <Flex gap={8} wrap>
        {PRESET_COLORS.map(({ key, color }) => (
          <Tooltip key={key} title={t(`settings.themeColor.${key}`)}>
            <button
              type="button"
              aria-label={t(`settings.themeColor.${key}`)}
              onClick={() => update({ primaryColor: color })}
              data-testid={`setting-color-${key}`}
              style={{
                width: 22,
                height: 22,
                borderRadius: 4,
                border: 'none',
                cursor: 'pointer',
                background: color,
                color: '#fff',
                padding: 0,
              }}
            >
              {settings.primaryColor === color ? <CheckOutlined /> : null}
            </button>
          </Tooltip>
        ))}
      </Flex>

      <Divider />
      <Typography.Title level={5}>{t('settings.navigationMode')}</Typography.Title>
      <Flex gap={12}>
        {(['sidemenu', 'topmenu'] as const).map((mode) => (
          <Button
            key={mode}
            onClick={() => update({ layout: mode })}
            type={settings.layout === mode ? 'primary' : 'default'}
            data-testid={`setting-layout-${mode}`}
          >
            {t(`settings.navigationMode.${mode}`)}
          </Button>
        ))}
      </Flex>
      <List split={false}>
        {row(
          'contentWidth',
          t('settings.contentWidth'),
          <Select
            size="small"
            style={{ width: 90 }}
            value={settings.contentWidth}
            disabled={disabled.contentWidth}
            onChange={(contentWidth) => update({ contentWidth })}
            options={[
              { value: 'Fixed', label: t('settings.contentWidth.fixed') },
              { value: 'Fluid', label: t('settings.contentWidth.fluid') },
            ]}
            data-testid="setting-contentWidth"
          />,
          disabled.contentWidth ? t('settings.contentWidth.hint') : undefined,
        )}
        {row('fixedHeader', t('settings.fixedHeader'), toggle('fixedHeader'))}
        {row(
          'autoHideHeader',
          t('settings.autoHideHeader'),
          toggle('autoHideHeader', disabled.autoHideHeader),
          disabled.autoHideHeader ? t('settings.autoHideHeader.hint') : undefined,
        )}
        {row(
          'fixSiderbar',
          t('settings.fixSiderbar'),
          toggle('fixSiderbar', disabled.fixSiderbar),
          disabled.fixSiderbar ? t('settings.fixSiderbar.hint') : undefined,
        )}
      </List>

      <Divider />
      <Typography.Title level={5}>{t('settings.other')}</Typography.Title>
      <List split={false}>
        {row('colorWeak', t('settings.colorWeak'), toggle('colorWeak'))}
        {row('multiTab', t('settings.multiTab'), toggle('multiTab'))}
      </List>

      <Divider />
      <Button block icon={<CopyOutlined />} onClick={copy} data-testid="setting-copy">
        {t('settings.copy')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
        {t('settings.copy.hint')}
      </Typography.Paragraph>
    </Drawer>
  );
}
