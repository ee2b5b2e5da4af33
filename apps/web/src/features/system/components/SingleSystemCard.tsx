import { Card, Form, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchSingleSystemModules, type SingleSystemBody, type SystemInfoData, saveSingleSystem } from '../api';
import { SaveButton } from './SaveButton';
import { useSettingSave } from './useSettingSave';

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
  const { saving, save } = useSettingSave('basicSet.saved', onConflict);

  useEffect(() => {
    fetchSingleSystemModules().then(setOptions, () => setOptions([]));
  }, []);

  const submit = (values: Values) =>
    save(async () =>
      onSaved(
        await saveSingleSystem({
          isSingleSystem: values.isSingleSystem,
          singleSystemModule: values.singleSystemModule ?? null,
          version: info.version,
        }),
      ),
    );

  return (
    <Card title={t('basicSet.singleSystem')} data-testid="basic-set-single-system">
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={{ isSingleSystem: info.isSingleSystem, singleSystemModule: info.singleSystemModule }}
        onFinish={(values) => void submit(values)}
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
        <SaveButton saving={saving} testId="basic-set-single-system-save" />
      </Form>
    </Card>
  );
}
