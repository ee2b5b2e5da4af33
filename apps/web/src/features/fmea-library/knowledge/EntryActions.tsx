import { Button, Popconfirm, Space } from 'antd';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';

/** 编辑 and 删除 (confirmed) of a library entry's row, each shown to holders of the library point's action. */
export function EntryActions({ point, onEdit, onDelete }: { point: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Space size={0}>
      <Authorized permission={point} action="edit">
        <Button type="link" size="small" onClick={onEdit}>
          {t('knowledge.edit')}
        </Button>
      </Authorized>
      <Authorized permission={point} action="delete">
        <Popconfirm title={t('knowledge.delete.confirm')} onConfirm={onDelete}>
          <Button type="link" size="small" danger>
            {t('knowledge.delete')}
          </Button>
        </Popconfirm>
      </Authorized>
    </Space>
  );
}
