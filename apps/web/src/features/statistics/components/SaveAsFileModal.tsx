import { MS_NAME_MAX_LENGTH, type MsFileKind } from '@qis/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../locales';
import { createFile } from '../api';
import { FolderTreeSelect, folderRef, ROOT_FOLDER } from './FolderTreeSelect';
import { filePagePath } from './WorkbenchAnalyses';

interface SaveAsFileModalProps {
  open: boolean;
  kind: Exclude<MsFileKind, 'data'>;
  dataFileId: string;
  defaultName: string;
  /** The settings the new analysis file starts with. */
  settings: () => Record<string, unknown>;
  onClose: () => void;
}

interface Values {
  name: string;
  folder: string;
}

/** 保存为分析文件: keeps a tool page's settings as an analysis file of my files, then opens it. */
export function SaveAsFileModal(props: SaveAsFileModalProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const file = await createFile({
        folderId: folderRef(values.folder),
        name: values.name,
        kind: props.kind,
        dataFileId: props.dataFileId,
        settings: props.settings(),
      });
      props.onClose();
      navigate(filePagePath(file.kind, file.id));
    } catch {
      // the HTTP client has shown the message (a name already taken …)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={t('statistics.files.saveAs.title')}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: props.defaultName.slice(0, MS_NAME_MAX_LENGTH), folder: ROOT_FOLDER }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('statistics.files.name')}
          rules={[{ required: true, whitespace: true, message: t('statistics.files.name.required') }]}
        >
          <Input maxLength={MS_NAME_MAX_LENGTH} data-testid="save-as-name" />
        </Form.Item>
        <Form.Item name="folder" label={t('statistics.files.folder')}>
          <FolderTreeSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
