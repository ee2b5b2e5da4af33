import { Card, Form, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { fetchSingleSystemModules, type SingleSystemBody, type SystemInfoData, saveSingleSystem } from '../api';
import { isConflict } from './conflict';
import { SaveButton } from './SaveButton';

type Values = Omit<SingleSystemBody, 'version'>;
type Option = Awaited<ReturnType<typeof fetchSingleSystemModules>>[number];

interface Props {
  info: SystemInfoData;
  editable: boolean;
  onSaved(changes: Pick<SystemInfoData, 'isSingleSystem' | 'singleSystemModule' | 'version'>): void;
  onConflict(): void;
}

/** 单系统模式: when on, the home page /analysis forwards to the chosen module's home (codes 101–107). */
export function SingleSystemCard({ info, editable, onSaved, onConflict }: Props) {
  const [form] = Form.useForm<Values>();
  const isSingleSystem = Form.useWatch('isSingleSystem', form);
  const [options, setOptions] = useState<Option[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchSingleSystemModules().then(setOptions, () => setOptions([]));
  }, []);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      onSaved(
        await saveSingleSystem({
          isSingleSystem: values.isSingleSystem,
          singleSystemModule: values.singleSystemModule ?? null,
          version: info.version,
        }),
      );
      toast.success(t('basicSet.saved'));
    } catch (error) {
      // Shown by the HTTP client; a stale version reloads the settings.
      if (isConflict(error)) onConflict();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('basicSet.singleSystem')} data-testid="basic-set-single-system">
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={{ isSingleSystem: info.isSingleSystem, singleSystemModule: info.singleSystemModule }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="isSingleSystem"
          label={t('basicSet.isSingleSystem')}
          valuePropName="checked"
          extra={t('basicSet.isSingleSystem.help')}
        >
          <Switch data-testid="basic-set-single-system-switch" />
        </Form.Item>
        <Form.Item
          name="singleSystemModule"
          label={t('basicSet.singleSystemModule')}
          rules={[{ required: Boolean(isSingleSystem), message: t('basicSet.singleSystemModule.required') }]}
        >
          <Select
            allowClear
            style={{ maxWidth: 320 }}
            data-testid="basic-set-single-system-module"
            options={options.map((option) => ({
              value: option.moduleCode,
              label: `${option.moduleName}${option.isCannotDevelop ? t('basicSet.inDevelopment') : ''}`,
            }))}
          />
        </Form.Item>
        <SaveButton saving={saving} disabled={!editable} testId="basic-set-single-system-save" />
      </Form>
    </Card>
  );
}
