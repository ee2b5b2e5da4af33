import type { OrganizationNode, UserListItem } from '@qis/shared';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { addUser, editUser, type PostOptions, type RoleOptions } from '../api';
import { textOrNull, USER_FORM_RULES } from '../user-form-rules';
import { OrganizationTreeSelect } from './OrganizationTreeSelect';

interface FormValues {
  userName: string;
  name: string;
  phoneNumber?: string | null;
  emailAddress?: string | null;
  telephone?: string | null;
  organizationId?: string | null;
  postId?: string | null;
  roleIds?: string[];
  password?: string;
}

interface Props {
  /** null: 新增用户. */
  user: UserListItem | null;
  organizationTree: readonly OrganizationNode[];
  posts: PostOptions;
  roles: RoleOptions;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增用户 / 编辑用户: account (fixed once created), name, contacts, organization, post, roles, initial password. */
export function UserFormModal({ user, organizationTree, posts, roles, onClose, onSaved }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { saving, save } = useSave();
  const organizationId = Form.useWatch('organizationId', form);
  // The posts of the chosen organization and those of none; every post while no organization is chosen.
  const postOptions = useMemo(
    () =>
      posts
        .filter((p) => !organizationId || !p.organizationId || p.organizationId === organizationId)
        .map((p) => ({ value: p.id, label: p.organizationName ? `${p.name}（${p.organizationName}）` : p.name })),
    [posts, organizationId],
  );

  const initialValues: Partial<FormValues> = user
    ? {
        userName: user.userName,
        name: user.name,
        phoneNumber: user.phoneNumber,
        emailAddress: user.emailAddress,
        telephone: user.telephone,
        organizationId: user.organizationId,
        postId: user.postId,
        roleIds: user.roleIds,
      }
    : { roleIds: roles.filter((r) => r.isDefault).map((r) => r.id) };

  // The tenant's roles may arrive after 新增 opened the form: the default role is proposed then, unless roles were
  // already chosen.
  useEffect(() => {
    if (user || form.isFieldTouched('roleIds') || (form.getFieldValue('roleIds') ?? []).length > 0) return;
    const defaults = roles.filter((r) => r.isDefault).map((r) => r.id);
    if (defaults.length > 0) form.setFieldValue('roleIds', defaults);
  }, [user, roles, form]);

  const submit = async (values: FormValues) => {
    const fields = {
      name: values.name.trim(),
      phoneNumber: textOrNull(values.phoneNumber),
      emailAddress: textOrNull(values.emailAddress),
      telephone: textOrNull(values.telephone),
      organizationId: values.organizationId ?? null,
      postId: values.postId ?? null,
      roleIds: values.roleIds ?? [],
    };
    const saved = await save(
      () =>
        user
          ? editUser({ ...fields, id: user.id, version: user.version })
          : addUser({ ...fields, userName: values.userName.trim(), password: values.password ?? '' }),
      t('users.saved'),
    );
    if (saved) onSaved();
  };

  const onValuesChange = (changed: Partial<FormValues>) => {
    if (!('organizationId' in changed)) return;
    const post = posts.find((p) => p.id === form.getFieldValue('postId'));
    if (post?.organizationId && changed.organizationId && post.organizationId !== changed.organizationId)
      form.setFieldValue('postId', null);
  };

  return (
    <Modal
      open
      width={720}
      title={t(user ? 'users.editTitle' : 'users.add')}
      okText={t('users.form.save')}
      cancelText={t('users.form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="user-form-modal"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="userName" label={t('users.form.userName')} rules={user ? [] : USER_FORM_RULES.userName}>
              <Input maxLength={16} disabled={Boolean(user)} autoComplete="off" data-testid="user-form-userName" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('users.form.name')} rules={USER_FORM_RULES.name}>
              <Input maxLength={32} data-testid="user-form-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phoneNumber" label={t('users.form.phoneNumber')} rules={USER_FORM_RULES.phoneNumber}>
              <Input maxLength={11} data-testid="user-form-phoneNumber" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="emailAddress" label={t('users.form.emailAddress')} rules={USER_FORM_RULES.emailAddress}>
              <Input maxLength={256} data-testid="user-form-emailAddress" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="telephone" label={t('users.form.telephone')} rules={USER_FORM_RULES.telephone}>
              <Input maxLength={13} placeholder="0512-12345678" data-testid="user-form-telephone" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="organizationId" label={t('users.form.organization')}>
              <OrganizationTreeSelect tree={organizationTree} data-testid="user-form-organization" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="postId" label={t('users.form.post')}>
              <Select allowClear showSearch optionFilterProp="label" options={postOptions} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="roleIds" label={t('users.form.roles')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                options={roles.map((r) => ({ value: r.id, label: r.name }))}
                data-testid="user-form-roles"
              />
            </Form.Item>
          </Col>
          {!user && (
            <Col span={12}>
              <Form.Item
                name="password"
                label={t('users.form.password')}
                rules={USER_FORM_RULES.password}
                extra={t('users.form.password.hint')}
              >
                <Input.Password maxLength={16} autoComplete="new-password" data-testid="user-form-password" />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
