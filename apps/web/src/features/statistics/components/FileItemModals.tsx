import { MS_NAME_MAX_LENGTH, type MsFileKind } from '@qis/shared';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { DataFileSelect } from './DataFileSelect';
import { useFileSpace } from './FileSpaceContext';
import { FolderTreeSelect } from './FolderTreeSelect';

interface ModalBase<V> {
  title: string;
  onClose: () => void;
  /** Resolves when done (the modal closes); rejects when refused (it stays open, the HTTP client said why). */
  onSubmit: (values: V) => Promise<void>;
}

function useSubmit<V>({ onClose, onSubmit }: Pick<ModalBase<V>, 'onClose' | 'onSubmit'>) {
  const [saving, setSaving] = useState(false);
  const submit = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // the HTTP client has shown the refusal (a name already taken …)
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}

const nameRules = [{ required: true, whitespace: true, message: t('statistics.files.name.required') }];

/** A name: a new folder, or renaming a folder or file. */
export function NameModal(props: ModalBase<{ name: string }> & { initialName?: string }) {
  const [form] = Form.useForm<{ name: string }>();
  const { saving, submit } = useSubmit(props);
  return (
    <Modal open title={props.title} confirmLoading={saving} onOk={() => form.submit()} onCancel={props.onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: props.initialName ?? '' }}
        onFinish={(values) => void submit({ name: values.name.trim() })}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label={t('statistics.files.name')} rules={nameRules}>
          <Input autoFocus maxLength={MS_NAME_MAX_LENGTH} data-testid="files-name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A target folder: moving or copying items. */
export function TargetFolderModal(
  props: ModalBase<{ folder: string }> & { initialFolder: string; movingIds: readonly string[] },
) {
  const [form] = Form.useForm<{ folder: string }>();
  const { saving, submit } = useSubmit(props);
  return (
    <Modal open title={props.title} confirmLoading={saving} onOk={() => form.submit()} onCancel={props.onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ folder: props.initialFolder }}
        onFinish={(values) => void submit(values)}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="folder" label={t('statistics.files.target')}>
          <FolderTreeSelect movingIds={props.movingIds} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface NewFileValues {
  kind: MsFileKind;
  name: string;
  dataFileId?: string;
}

/**
 * 新建文件 of the space's kinds: a data file, a statistics analysis reading one of my data files (which may be chosen
 * later), or a chart or diagram of the seven tools.
 */
export function NewFileModal(props: ModalBase<NewFileValues> & { initialKind: MsFileKind }) {
  const { space, kinds, kindName, asksDataFile } = useFileSpace();
  const [form] = Form.useForm<NewFileValues>();
  const kind = Form.useWatch('kind', form) ?? props.initialKind;
  const { saving, submit } = useSubmit(props);
  return (
    <Modal open title={props.title} confirmLoading={saving} onOk={() => form.submit()} onCancel={props.onClose}>
      <Form<NewFileValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: props.initialKind, name: '' }}
        onFinish={(values) => void submit({ ...values, name: values.name.trim() })}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="kind" label={t('statistics.files.kind')}>
          <Select options={kinds.map((value) => ({ value, label: kindName(value) }))} data-testid="files-kind-select" />
        </Form.Item>
        <Form.Item name="name" label={t('statistics.files.name')} rules={nameRules}>
          <Input autoFocus maxLength={MS_NAME_MAX_LENGTH} data-testid="files-name-input" />
        </Form.Item>
        {asksDataFile(kind) && (
          <Form.Item
            name="dataFileId"
            label={t('statistics.files.dataFile')}
            extra={t('statistics.files.dataFile.later')}
          >
            <DataFileSelect space={space} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
