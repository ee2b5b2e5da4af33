import { App as AntdApp, ConfigProvider } from 'antd';
import antdZhCN from 'antd/locale/zh_CN';
import type { PropsWithChildren } from 'react';
import { FeedbackBridge } from '../shell/components/FeedbackBridge';
import { AppearanceProvider } from '../shell/settings/AppearanceProvider';

/** App-wide providers: antd locale, the appearance settings (theme), and antd's App context (message: one toast at a time). */
export function AppProviders({ children }: PropsWithChildren) {
  return (
    <ConfigProvider locale={antdZhCN}>
      <AppearanceProvider>
        <AntdApp message={{ maxCount: 1 }}>
          <FeedbackBridge />
          {children}
        </AntdApp>
      </AppearanceProvider>
    </ConfigProvider>
  );
}
