import type { OrganizationPostsNode, PostDto } from '@qis/shared';
import { Form, Input, InputNumber, Modal } from 'antd';
import { t } from '../../../locales';
import { useSave } from '../../../shell/components/useSave';
import { OrganizationTreeSelect } from '../../users/components/OrganizationTreeSelect';
import { savePost } from '../api';

interface FormValues {
  name: string;
  code?: string | null;
  organizationId: string;
  sort?: number | null;
}

interface Props {
  /** null: a new post of `organizationId`. */
  post: PostDto | null;
  organizationId: string;
  tree: readonly OrganizationPostsNode[];
  onClose: () => void;
  onSaved: () => void;
}

export function PostFormModal({ post, organizationId, tree, onClose, onSaved }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { saving, save } = useSave();

  const submit = async (values: FormValues) => {
    const body = {
      name: values.name.trim(),
      code: values.code?.trim() || null,
      organizationId: values.organizationId,
      sort: values.sort ?? 0,
    };
    const existing = post ? { id: post.id, version: post.version } : undefined;
    if (await save(() => savePost(body, existing), t('organization.saved'))) onSaved();
  };

  return (
    <Modal
      open
      title={t(post ? 'post.edit' : 'post.add')}
      okText={t('organization.save')}
      cancelText={t('organization.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={
          post
            ? {
                name: post.name,
                code: post.code,
                organizationId: post.organizationId ?? organizationId,
                sort: post.sort,
              }
            : { organizationId, sort: 0 }
        }
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('post.form.name')}
          rules={[{ required: true, whitespace: true, message: t('post.form.name.required') }]}
        >
          <Input maxLength={50} data-testid="post-name" />
        </Form.Item>
        <Form.Item name="code" label={t('post.form.code')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="organizationId" label={t('post.form.organization')} rules={[{ required: true }]}>
          <OrganizationTreeSelect tree={tree} allowClear={false} />
        </Form.Item>
        <Form.Item name="sort" label={t('post.form.sort')}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
