import { type PluginDescriptorDto, pluginNameOf, togglePluginSelection } from '@qis/shared';
import { Checkbox, Flex, Typography } from 'antd';
import { t } from '../../../locales';

interface PluginChecklistProps {
  plugins: readonly PluginDescriptorDto[];
  value?: number[];
  onChange?: (value: number[]) => void;
}

/**
 * The plugins a tenant is given, as checkboxes (an antd form control): ticking one ticks what it depends on,
 * unticking one unticks what depends on it, and the core plugin is always ticked.
 */
export function PluginChecklist({ plugins, value = [], onChange }: PluginChecklistProps) {
  const selected = new Set(value);
  return (
    <Flex vertical gap={6}>
      {plugins.map((plugin) => (
        <Checkbox
          key={plugin.pluginId}
          checked={plugin.isCore || selected.has(plugin.pluginId)}
          disabled={plugin.isCore}
          onChange={(e) => onChange?.(togglePluginSelection(value, plugin.pluginId, e.target.checked))}
          data-testid="tenant-plugin"
          data-plugin={plugin.pluginId}
        >
          {plugin.pluginName}
          {plugin.dependPlugins.length > 0 && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {t('plugin.column.dependencies')}：{plugin.dependPlugins.map(pluginNameOf).join('、')}
            </Typography.Text>
          )}
        </Checkbox>
      ))}
    </Flex>
  );
}
