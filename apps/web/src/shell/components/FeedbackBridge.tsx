import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { bindMessageApi } from '../feedback';

/** Hands antd's context-aware message API to code outside React (the HTTP client). */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useLayoutEffect(() => bindMessageApi(message), [message]);
  return null;
}
