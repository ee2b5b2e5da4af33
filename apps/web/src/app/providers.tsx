import { ConfigProvider } from 'antd';
import antdZhCN from 'antd/locale/zh_CN';
import type { PropsWithChildren } from 'react';
import { MessageScope } from '../shell/components/MessageScope';
import { AppearanceProvider } from '../shell/settings/AppearanceProvider';

/**
 * App-wide providers: antd locale, the appearance settings (theme), and the message holder (one toast at a time).
 * antd's App context (modal, notification, message) is the signed-in layout's (shell/layouts/SessionApp).
 */
export function AppProviders({ children }: PropsWithChildren) {
  return (
    <ConfigProvider locale={antdZhCN}>
      <AppearanceProvider>
        <MessageScope>{children}</MessageScope>
      </AppearanceProvider>
    </ConfigProvider>
  );
}
