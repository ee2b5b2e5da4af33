import type { MsDataSheetDto } from '@qis/shared';
import { Form, Segmented, Typography } from 'antd';
import { t } from '../../../locales';
import { DataColumnSelect } from '../../statistics/components/DataColumnSelect';
import type { PcaSettings } from './pca-settings';

interface PcaSettingsFormProps {
  settings: PcaSettings;
  onChange: (change: Partial<PcaSettings>) => void;
  sheet: MsDataSheetDto | null;
}

/** The variables (two or more numeric columns) and the matrix analysed: correlation or covariance. */
export function PcaSettingsForm({ settings, onChange, sheet }: PcaSettingsFormProps) {
  return (
    <Form layout="vertical">
      <Form.Item
        label={t('newTools.matrixAnalysis.columns')}
        htmlFor="pca-columns"
        extra={t('newTools.matrixAnalysis.columns.help')}
      >
        {sheet ? (
          <DataColumnSelect
            id="pca-columns"
            sheet={sheet}
            multiple
            value={settings.columns}
            onChange={(columns) => onChange({ columns })}
          />
        ) : (
          <Typography.Text type="secondary">{t('newTools.matrixAnalysis.dataFile.pickFirst')}</Typography.Text>
        )}
      </Form.Item>
      <Form.Item label={t('newTools.matrixAnalysis.matrix')} extra={t('newTools.matrixAnalysis.matrix.help')}>
        <Segmented<'correlation' | 'covariance'>
          value={settings.standardize ? 'correlation' : 'covariance'}
          onChange={(matrix) => onChange({ standardize: matrix === 'correlation' })}
          options={[
            { value: 'correlation', label: t('newTools.matrixAnalysis.matrix.correlation') },
            { value: 'covariance', label: t('newTools.matrixAnalysis.matrix.covariance') },
          ]}
          data-testid="pca-matrix"
        />
      </Form.Item>
    </Form>
  );
}
