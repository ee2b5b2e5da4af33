import { describe, expect, it } from 'vitest';
import { checkPasswordChange, isPasswordFormatValid, PASSWORD_MESSAGES } from './password-rule';

describe('password format (shell spec §5)', () => {
  it.each([
    ['Admin@123', true],
    ['abc123', true], // letters + digits, 6 chars
    ['abc!!!', true], // letters + special
    ['123!@#', true], // digits + special
    ['a1b2c3d4e5f6g7h8', true], // 16 chars
    ['a1b2c', false], // 5 chars
    ['a1b2c3d4e5f6g7h8i', false], // 17 chars
    ['abcdefgh', false], // letters only
    ['12345678', false], // digits only
    ['!@#$%^&*', false], // special only
    ['abc 123', false], // whitespace
    ['abc\t123', false],
    ['', false],
    ['密码密码12', true], // CJK characters count as special characters
  ])('%j is %s', (password, valid) => {
    expect(isPasswordFormatValid(password)).toBe(valid);
  });
});

describe('password change', () => {
  const ok = { password: 'Old@1234', newPassword: 'New@1234', againPassword: 'New@1234' };
  it('accepts a valid change', () => expect(checkPasswordChange(ok)).toBeNull());
  it('requires the old password', () =>
    expect(checkPasswordChange({ ...ok, password: '' })).toBe(PASSWORD_MESSAGES.oldRequired));
  it('requires the new password', () =>
    expect(checkPasswordChange({ ...ok, newPassword: '' })).toBe(PASSWORD_MESSAGES.newRequired));
  it('rejects a badly formed new password', () =>
    expect(checkPasswordChange({ ...ok, newPassword: 'short', againPassword: 'short' })).toBe(
      PASSWORD_MESSAGES.format,
    ));
  it('rejects a new password equal to the old', () =>
    expect(checkPasswordChange({ ...ok, newPassword: ok.password, againPassword: ok.password })).toBe(
      PASSWORD_MESSAGES.sameAsOld,
    ));
  it('requires the confirmation', () =>
    expect(checkPasswordChange({ ...ok, againPassword: '' })).toBe(PASSWORD_MESSAGES.confirmRequired));
  it('rejects a confirmation that differs', () =>
    expect(checkPasswordChange({ ...ok, againPassword: 'New@12345' })).toBe(PASSWORD_MESSAGES.confirmMismatch));
});
