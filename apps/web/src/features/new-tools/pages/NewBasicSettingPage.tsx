import { SevenToolsSettingsCard } from '../../old-tools/pages/OldBasicSettingPage';

/** /qmcNewBasicSetting: the new seven tools' basic settings (the form of both sets, told the set). */
export function NewBasicSettingPage() {
  return <SevenToolsSettingsCard set="new" />;
}
