import { BookOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../locales';
import { useCurrentUser } from '../auth/hooks';
import { AvatarMenu } from './AvatarMenu';
import { FullscreenToggle } from './FullscreenToggle';
import { NoticeBell } from './NoticeBell';
import { WorkflowMenu } from './WorkflowMenu';

/** Right side of the header (spec §2): workflow, bell, settings gear, dictionary (with its role), fullscreen, avatar. */
export function HeaderActions({ onOpenSettings, compact }: { onOpenSettings(): void; compact: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  // Spec §2: the dictionary icon only for users holding the Dictionary *menu* role.
  const hasDictionaryMenu = user.authorityPointDtos.some((p) => p.key === 'Dictionary' && p.authorityPointType === 0);
  return (
    <Flex align="center" gap={4}>
      {compact ? null : <WorkflowMenu />}
      <NoticeBell />
      <Tooltip title={t('header.settings')}>
        <Button
          type="text"
          aria-label={t('header.settings')}
          icon={<SettingOutlined />}
          onClick={onOpenSettings}
          data-testid="settings-gear"
        />
      </Tooltip>
      {hasDictionaryMenu ? (
        <Tooltip title={t('header.dictionary')}>
          <Button
            type="text"
            aria-label={t('header.dictionary')}
            icon={<BookOutlined />}
            onClick={() => navigate('/Dictionary')}
            data-testid="dictionary-icon"
          />
        </Tooltip>
      ) : null}
      {compact ? null : <FullscreenToggle />}
      <AvatarMenu />
    </Flex>
  );
}
