import { CONFIDENCE_LEVELS, type MsDataSheetDto, type StatisticsConfigDto } from '@qis/shared';
import { Form, type FormInstance, Radio } from 'antd';
import { useEffect } from 'react';
import { t } from '../../../locales';

/** The confidence level setting (置信水平): one button per level of CONFIDENCE_LEVELS. */
export function ConfidenceLevelField() {
  return (
    <Form.Item name="confidenceLevel" label={t('statistics.confidenceLevel')}>
      <Radio.Group
        optionType="button"
        options={CONFIDENCE_LEVELS.map((level) => ({ value: level, label: `${Math.round(level * 100)}%` }))}
      />
    </Form.Item>
  );
}

/** The tenant's confidence level arrives after the form may have mounted: take it unless the user chose one. */
export function useConfidenceLevelDefault(
  form: FormInstance,
  sheet: MsDataSheetDto | null,
  config: StatisticsConfigDto,
) {
  useEffect(() => {
    if (sheet && !form.isFieldTouched('confidenceLevel')) form.setFieldValue('confidenceLevel', config.confidenceLevel);
  }, [config, sheet, form]);
}
