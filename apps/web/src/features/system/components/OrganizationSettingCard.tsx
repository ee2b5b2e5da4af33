import { Card, Form, Input, Skeleton, TreeSelect } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { ruleOf } from '../../../shell/form-rule';
import {
  fetchOrganizationSetting,
  fetchOrganizationTree,
  type OrganizationSettingData,
  saveOrganizationSetting,
} from '../api';
import { joinLevelNames, levelNamesProblem, splitLevelNames } from '../level-names';
import { SaveButton } from './SaveButton';
import { useSettingSave } from './useSettingSave';

interface Values {
  levelNames: string;
  defaultOrganizationId?: string | null;
}
type OrganizationTree = Awaited<ReturnType<typeof fetchOrganizationTree>>;

const valuesOf = (setting: OrganizationSettingData): Values => ({
  levelNames: joinLevelNames(setting.levelNames),
  defaultOrganizationId: setting.defaultOrganizationId,
});

/** 组织设置 of the tenant: the names of the organization levels and the organization new users are placed in. */
export function OrganizationSettingCard() {
  const [form] = Form.useForm<Values>();
  const [setting, setSetting] = useState<OrganizationSettingData | null>(null);
  const [tree, setTree] = useState<OrganizationTree>([]);

  const load = useCallback(async () => {
    try {
      const loaded = await fetchOrganizationSetting();
      setSetting(loaded);
      form.setFieldsValue(valuesOf(loaded));
    } catch {
      // shown by the HTTP client
    }
  }, [form]);
  useEffect(() => {
    void load();
    fetchOrganizationTree().then(setTree, () => setTree([]));
  }, [load]);

  const { saving, save } = useSettingSave('basicSet.saved', load);
  // Submitted only with the setting loaded: the form is hidden until then.
  const submit = (values: Values, { version }: OrganizationSettingData) =>
    save(async () => {
      const saved = await saveOrganizationSetting({
        levelNames: splitLevelNames(values.levelNames),
        defaultOrganizationId: values.defaultOrganizationId ?? null,
        version,
      });
      setSetting(saved);
      form.setFieldsValue(valuesOf(saved));
    });

  return (
    <Card title={t('basicSet.organization')} data-testid="basic-set-organization">
      {setting ? null : <Skeleton active />}
      <Form<Values>
        form={form}
        layout="vertical"
        style={setting ? undefined : { display: 'none' }}
        onFinish={(values) => setting && void submit(values, setting)}
      >
        <Form.Item
          name="levelNames"
          label={t('basicSet.levelNames')}
          extra={t('basicSet.levelNames.help')}
          rules={[ruleOf(levelNamesProblem)]}
        >
          <Input placeholder={t('basicSet.levelNames.placeholder')} maxLength={200} />
        </Form.Item>
        <Form.Item name="defaultOrganizationId" label={t('basicSet.defaultOrganization')}>
          <TreeSelect
            allowClear
            showSearch
            treeDefaultExpandAll
            placeholder={t('basicSet.defaultOrganization.placeholder')}
            treeData={tree}
            fieldNames={{ label: 'name', value: 'id', children: 'children' }}
            treeNodeFilterProp="name"
            style={{ maxWidth: 320 }}
            data-testid="basic-set-default-organization"
          />
        </Form.Item>
        <SaveButton saving={saving} testId="basic-set-organization-save" />
      </Form>
    </Card>
  );
}
