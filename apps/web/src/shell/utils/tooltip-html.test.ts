import { describe, expect, it } from 'vitest';
import { tooltipHtml } from './tooltip-html';

const PAYLOAD = '<img src=x onerror=alert(1)>';

describe('tooltipHtml', () => {
  it('shows each line as text, lines broken', () => {
    expect(tooltipHtml([PAYLOAD, 'A & B "q" \'s\''])).toBe(
      '&lt;img src=x onerror=alert(1)&gt;<br/>A &amp; B &quot;q&quot; &#39;s&#39;',
    );
  });

  it('makes a line bold or coloured without letting its text or colour become markup', () => {
    expect(tooltipHtml([{ text: PAYLOAD, bold: true }])).toBe('<b>&lt;img src=x onerror=alert(1)&gt;</b>');
    expect(tooltipHtml([{ text: '● 规则 1', color: '#f5222d' }])).toBe('<span style="color:#f5222d">● 规则 1</span>');
    expect(tooltipHtml([{ text: 'x', color: 'red"><img src=x>' }])).toBe(
      '<span style="color:red&quot;&gt;&lt;img src=x&gt;">x</span>',
    );
  });

  it('answers nothing for no lines', () => {
    expect(tooltipHtml([])).toBe('');
  });
});
