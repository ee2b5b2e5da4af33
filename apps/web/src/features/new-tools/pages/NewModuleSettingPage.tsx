import { t } from '../../../locales';
import { SevenToolsSettingsCard } from '../../old-tools/pages/OldBasicSettingPage';

/**
 * /qmcNewModuleSetting: the contract keeps one set of settings for the new seven tools (baseSevenToolsConfigure,
 * set 'new'), so the module settings are the basic settings, said so above the form.
 */
export function NewModuleSettingPage() {
  return (
    <SevenToolsSettingsCard
      set="new"
      title={t('newToolSettings.module.title')}
      note={t('newToolSettings.module.note')}
    />
  );
}
