import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { bindMessageApi } from '../feedback';

/** Hands the signed-in area's antd message API (its App's) to code outside React (the HTTP client). */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useLayoutEffect(() => bindMessageApi('session', message), [message]);
  return null;
}
