import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../locales';
import type { SaveState } from './useAutosave';

const SAVE_TEXTS: Record<SaveState, MessageKey> = {
  saved: 'toolFiles.saved',
  dirty: 'toolFiles.dirty',
  saving: 'toolFiles.saving',
  failed: 'toolFiles.failed',
};

/** A tool file's page title: back to the workbench, the file's name and where its autosave stands. */
export function ToolFileTitle({ name, state, backTo }: { name: string; state: SaveState; backTo: string }) {
  return (
    <Space>
      <Link to={backTo}>
        <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label={t('toolFiles.back')} />
      </Link>
      <span data-testid="tool-file-name">{name}</span>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} data-testid="tool-file-state">
        {t(SAVE_TEXTS[state])}
      </Typography.Text>
    </Space>
  );
}
