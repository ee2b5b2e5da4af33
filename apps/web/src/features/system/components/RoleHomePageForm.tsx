import { HOME_PAGES } from '@qis/shared/modules';
import { P } from '@qis/shared/permissions';
import { Button, Form, Select } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { type RoleHomePage, saveRoleHomePage } from '../api';
import { HomeCardsEditor } from './HomeCardsEditor';
import { useSettingSave } from './useSettingSave';

interface Values {
  homePage: string;
  cards: string[];
}

interface Props {
  role: RoleHomePage;
  onSaved(role: RoleHomePage): void;
  onConflict(): void;
}

const HOME_PAGE_OPTIONS = HOME_PAGES.map((page) => ({
  value: page.key,
  label: t(`homePageManagement.page.${page.key}` as MessageKey),
  disabled: !page.built,
}));

/** One role's home page and dashboard cards, saved with 保存. */
export function RoleHomePageForm({ role, onSaved, onConflict }: Props) {
  const { saving, save } = useSettingSave('homePageManagement.saved', onConflict);
  const submit = (values: Values) =>
    save(async () => onSaved(await saveRoleHomePage({ roleId: role.roleId, ...values, version: role.version })));

  return (
    <Form<Values>
      layout="vertical"
      initialValues={{ homePage: role.homePage, cards: role.cards }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="homePage" label={t('homePageManagement.homePage')}>
        <Select options={HOME_PAGE_OPTIONS} style={{ maxWidth: 320 }} data-testid="home-page-select" />
      </Form.Item>
      <Form.Item
        name="cards"
        label={t('homePageManagement.cards')}
        rules={[{ type: 'array', min: 1, message: t('homePageManagement.cards.required') }]}
      >
        <HomeCardsEditor />
      </Form.Item>
      <Authorized permission={P.system.HomePage.key} action="edit">
        <Button type="primary" htmlType="submit" loading={saving} data-testid="home-page-save">
          {t('homePageManagement.save')}
        </Button>
      </Authorized>
    </Form>
  );
}
