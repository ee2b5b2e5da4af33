import { DeleteOutlined, FolderOpenOutlined, HistoryOutlined, SettingOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../locales';

export interface WorkbenchLink {
  to: string;
  title: MessageKey;
  icon: 'files' | 'changes' | 'recycleBin' | 'moduleSetting' | 'basicSetting';
}

const ICONS = {
  files: <FolderOpenOutlined />,
  changes: <HistoryOutlined />,
  recycleBin: <DeleteOutlined />,
  moduleSetting: <ToolOutlined />,
  basicSetting: <SettingOutlined />,
};

/** A tool set's workbench header: its files, recent changes, recycle bin and settings. */
export function WorkbenchLinks({ links }: { links: readonly WorkbenchLink[] }) {
  return (
    <Space wrap>
      {links.map((link) => (
        <Link key={link.to} to={link.to}>
          <Button icon={ICONS[link.icon]}>{t(link.title)}</Button>
        </Link>
      ))}
    </Space>
  );
}
