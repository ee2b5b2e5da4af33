import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  escapeHtml,
  renderTemplate,
  TEMPLATE_SAMPLE_VALUES,
  templatePlaceholders,
} from './message-template';

describe('renderTemplate', () => {
  it('replaces known placeholders, every occurrence', () => {
    expect(renderTemplate('{userName}：「{title}」{title}', { userName: '张伟', title: 'A' })).toBe('张伟：「A」A');
  });

  it('leaves unknown, null and undefined placeholders visible as written', () => {
    expect(renderTemplate('{title} {missing} {n} {u}', { title: 'T', n: null, u: undefined })).toBe(
      'T {missing} {n} {u}',
    );
  });

  it('renders numbers and empty strings, and does not look into inherited properties', () => {
    expect(renderTemplate('[{count}][{empty}][{toString}]', { count: 0, empty: '' })).toBe('[0][][{toString}]');
  });

  it('does not re-expand placeholders inside values, and ignores braces that are no placeholder', () => {
    expect(renderTemplate('{a} { b } {1x} {}', { a: '{b}', b: 'no' })).toBe('{b} { b } {1x} {}');
  });
});

describe('helpers', () => {
  it('lists placeholders once each, in order', () => {
    expect(templatePlaceholders('{title}{nodeName}{title} {x_1} {bad-name}')).toEqual(['title', 'nodeName', 'x_1']);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('has workflow defaults whose placeholders all have sample values', () => {
    const codes = DEFAULT_MESSAGE_TEMPLATES.map((t) => t.code);
    expect(codes).toEqual([
      'workflow.taskAssigned.approve',
      'workflow.taskAssigned.handle',
      'workflow.taskAssigned.notify',
      'workflow.instanceApproved',
      'workflow.instanceRejected',
    ]);
    for (const template of DEFAULT_MESSAGE_TEMPLATES) {
      for (const name of templatePlaceholders(template.subject + template.body))
        expect(TEMPLATE_SAMPLE_VALUES, `${template.code} {${name}}`).toHaveProperty(name);
    }
  });
});
