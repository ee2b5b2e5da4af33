import { t } from '../../locales';
import { toast } from '../../shell/feedback';
import { announceMessagesChanged, type Message, markMessagesRead } from './api';

/**
 * Opening a message (spec §4): it becomes read; with a url the user goes there, otherwise the warning 该事项已办理.
 */
export async function openMessage(message: Message, navigate: (to: string) => void): Promise<void> {
  if (!message.isRead) {
    await markMessagesRead([message.id]);
    announceMessagesChanged();
  }
  if (message.url) navigate(message.url);
  else toast.warning(t('messages.alreadyHandled'));
}
