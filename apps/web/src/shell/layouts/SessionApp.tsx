import { App as AntdApp } from 'antd';
import { FeedbackBridge } from '../components/FeedbackBridge';
import { BasicLayout } from './BasicLayout';

/**
 * The signed-in area: antd's App around the layout, giving its pages App.useApp() (modal, notification, message:
 * one toast at a time, the HTTP client's too through FeedbackBridge). It is here rather than at the root because
 * its modal and notification holders are code the login route does not need.
 */
export function SessionApp() {
  return (
    <AntdApp message={{ maxCount: 1 }}>
      <FeedbackBridge />
      <BasicLayout />
    </AntdApp>
  );
}
