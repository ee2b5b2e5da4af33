import { App } from 'antd';
import { useEffect } from 'react';
import { announceMessagesChanged } from '../../features/messages/api';
import { t } from '../../locales';
import { announceCountersChanged } from '../header/workflow-api';
import { connectRealtime, hubMessageText } from './realtime';

/**
 * Spec §4 realtime: on ReceiveMessage a notification is shown, the task counters refresh and the messages reload.
 */
export function useRealtime(userId: string): void {
  const { notification, message } = App.useApp();
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    let stopped = false;
    void connectRealtime(userId, {
      onMessage: (pushed) => {
        notification.info({ title: t('messages.realtime.title'), description: hubMessageText(pushed) });
        announceCountersChanged();
        announceMessagesChanged();
      },
      onError: () => void message.error(t('messages.realtime.error')),
    }).then((stop) => {
      if (stopped) stop();
      else disconnect = stop;
    });
    return () => {
      stopped = true;
      disconnect?.();
    };
  }, [userId, notification, message]);
}
