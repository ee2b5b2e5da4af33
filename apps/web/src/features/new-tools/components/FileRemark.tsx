import { EditOutlined } from '@ant-design/icons';
import { editNewToolFileRemark, FILE_REMARK_MAX, type NewToolFileDto } from '@qis/shared';
import { Button, Input, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { callEndpoint } from '../../../shell/call-endpoint';

/**
 * A diagram file's remark under its title, edited in a dialog (editFileRemark with the version read). Editing waits
 * while the diagram has edits not saved yet, so the two never cross.
 */
export function FileRemark(props: { file: NewToolFileDto; busy: boolean; onSaved: (file: NewToolFileDto) => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { file } = props;

  const save = async () => {
    if (editing === null) return;
    setSaving(true);
    try {
      const body = { id: file.id, version: file.version, remark: editing };
      props.onSaved(await callEndpoint(editNewToolFileRemark, { body }));
      setEditing(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }} data-testid="file-remark">
        {file.remark || t('newTools.remark.none')}
      </Typography.Text>
      <Tooltip title={t('newTools.remark.edit')}>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('newTools.remark.edit')}
          disabled={props.busy}
          onClick={() => setEditing(file.remark)}
          data-testid="file-remark-edit"
        />
      </Tooltip>
      <Modal
        open={editing !== null}
        title={t('newTools.remark.title')}
        okText={t('newTools.remark.save')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Input.TextArea
          value={editing ?? ''}
          maxLength={FILE_REMARK_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(e) => setEditing(e.target.value)}
          aria-label={t('newTools.remark.title')}
          data-testid="file-remark-input"
        />
      </Modal>
    </>
  );
}
