import { type App, message as staticMessage } from 'antd';

/**
 * Toasts usable outside React (the HTTP client). The provider tree binds antd's context-aware
 * message API here; until then the static API is used. Only one toast is shown at a time.
 */
type MessageApi = ReturnType<typeof App.useApp>['message'];

staticMessage.config({ maxCount: 1 });

let messageApi: MessageApi = staticMessage;

export function bindMessageApi(api: MessageApi): void {
  messageApi = api;
}

export const toast = {
  error(text: string): void {
    void messageApi.error(text);
  },
  success(text: string): void {
    void messageApi.success(text);
  },
  warning(text: string): void {
    void messageApi.warning(text);
  },
};
