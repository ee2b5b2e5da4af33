import { describe, expect, it } from 'vitest';
import { hubMessageText } from './realtime';

describe('pushed message text', () => {
  it('reads the content of the JSON message', () => {
    expect(hubMessageText({ Module: 3, Content: JSON.stringify({ content: 'FMEA 已提交审核' }) })).toBe(
      'FMEA 已提交审核',
    );
  });

  it('shows a Content that is not JSON as it is', () => {
    expect(hubMessageText({ Module: 3, Content: '纯文本消息' })).toBe('纯文本消息');
  });
});
