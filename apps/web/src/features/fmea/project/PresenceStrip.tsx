import { Avatar, Flex, Tooltip, Typography } from 'antd';
import { t } from '../../../locales';
import { useCurrentUser } from '../../../shell/auth/hooks';
import { useProjectPresence } from './presence';

const COLORS = ['#1677ff', '#13a8a8', '#fa8c16', '#722ed1', '#eb2f96', '#52c41a'];
const SHOWN = 4;

/** The colour of a user's avatar, the same on every screen. */
const colorOf = (userId: string) => COLORS[[...userId].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLORS.length];

/**
 * The others who have this project open right now (the realtime hub's presence): their avatars with their names, in
 * the project's header. Nothing while the user is alone in it.
 */
export function PresenceStrip({ projectId }: { projectId: string }) {
  const me = useCurrentUser().id;
  const others = useProjectPresence(projectId).filter((user) => user.userId !== me);
  if (others.length === 0) return null;
  return (
    <Flex align="center" gap={6} data-testid="fmea-presence">
      <Typography.Text type="secondary">{t('fmea.presence.label')}</Typography.Text>
      <Avatar.Group max={{ count: SHOWN }} size="small">
        {others.map((user) => (
          <Tooltip key={user.userId} title={user.name}>
            <Avatar size="small" style={{ background: colorOf(user.userId) }} data-testid="fmea-presence-user">
              {user.name.slice(0, 1)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Typography.Text data-testid="fmea-presence-names">
        {others
          .slice(0, SHOWN)
          .map((user) => user.name)
          .join('、')}
        {others.length > SHOWN ? ` ${t('fmea.presence.others', { n: others.length - SHOWN })}` : ''}
      </Typography.Text>
    </Flex>
  );
}
