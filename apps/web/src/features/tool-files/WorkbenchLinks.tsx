import { DeleteOutlined, FolderOpenOutlined, HistoryOutlined, SettingOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../locales';
import { useGrantedPermissions } from '../../shell/auth/AccessGate';

export interface WorkbenchLink {
  to: string;
  title: MessageKey;
  icon: 'files' | 'changes' | 'recycleBin' | 'moduleSetting' | 'basicSetting';
  /** The point the linked page needs besides the module's (its route's permissions); shown to its holders only. */
  permission?: string;
}

const ICONS = {
  files: <FolderOpenOutlined />,
  changes: <HistoryOutlined />,
  recycleBin: <DeleteOutlined />,
  moduleSetting: <ToolOutlined />,
  basicSetting: <SettingOutlined />,
};

/** A tool set's workbench header: its files, recent changes, recycle bin and settings (for their points' holders). */
export function WorkbenchLinks({ links }: { links: readonly WorkbenchLink[] }) {
  const granted = useGrantedPermissions();
  return (
    <Space wrap>
      {links
        .filter((link) => !link.permission || granted.has(link.permission))
        .map((link) => (
          <Link key={link.to} to={link.to}>
            <Button icon={ICONS[link.icon]}>{t(link.title)}</Button>
          </Link>
        ))}
    </Space>
  );
}
