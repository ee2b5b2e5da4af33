import { theme } from 'antd';
// The message hook alone: antd's App would bring its modal and notification holders (Modal, Skeleton and
// notification code) into the login route, which shows toasts only. The signed-in area has the whole App
// (shell/layouts/SessionApp).
import useMessage from 'antd/es/message/useMessage';
import { type PropsWithChildren, useLayoutEffect } from 'react';
import { bindMessageApi } from '../feedback';

/**
 * The root of the page: antd's message holder (one toast at a time) bound for the HTTP client, and the base text
 * style antd's App gives its children (colour, size, line height and font of the theme), so the public pages look
 * as they do inside an App.
 */
export function MessageScope({ children }: PropsWithChildren) {
  const [message, holder] = useMessage({ maxCount: 1 });
  const { token } = theme.useToken();
  useLayoutEffect(() => bindMessageApi('root', message), [message]);
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {holder}
      {children}
    </div>
  );
}
