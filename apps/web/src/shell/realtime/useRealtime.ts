import { App } from 'antd';
import { useEffect } from 'react';
import { announceMessagesChanged } from '../../features/messages/api';
import { t } from '../../locales';
import { announceCountersChanged } from '../header/workflow-api';
import { connectRealtime, hubMessageText } from './realtime';

/** Window event of an FMEA change notice; `detail` is its Content, JSON `{ projectId, part, by }`. */
export const FMEA_CHANGED_EVENT = 'qis:fmea-changed';

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
        // A change notice of an FMEA project ({ projectId, part, by }): open FMEA screens reload, no notification.
        if (pushed.Module === 'fmea') {
          window.dispatchEvent(new CustomEvent(FMEA_CHANGED_EVENT, { detail: pushed.Content }));
          return;
        }
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
