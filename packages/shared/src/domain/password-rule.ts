/** Shell spec §5 messages, word for word. */
export const PASSWORD_MESSAGES = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  format: '密码长度6-16,至少含有数字/字母/特殊字符的任意两种,不能含有空格',
  sameAsOld: '新旧密码不能相同',
  confirmMismatch: '两次新密码输入不一致！',
  resubmit: '修改中请勿重复操作',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;

/**
 * Shell spec §5: 6–16 characters, no whitespace, and at least two of the three kinds
 * digits, letters, special characters (anything that is neither a digit, a letter nor whitespace).
 */
export function isPasswordFormatValid(password: string): boolean {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return false;
  if (/\s/u.test(password)) return false;
  const kinds = [/\d/u, /[A-Za-z]/u, /[^\dA-Za-z\s]/u].filter((re) => re.test(password)).length;
  return kinds >= 2;
}

export interface PasswordChange {
  password: string;
  newPassword: string;
  againPassword: string;
}

/** Returns the first message the change breaks, or null when the change is acceptable. */
export function checkPasswordChange(change: PasswordChange): string | null {
  if (!change.password) return PASSWORD_MESSAGES.oldRequired;
  if (!change.newPassword) return PASSWORD_MESSAGES.newRequired;
  if (!isPasswordFormatValid(change.newPassword)) return PASSWORD_MESSAGES.format;
  if (change.newPassword === change.password) return PASSWORD_MESSAGES.sameAsOld;
  if (!change.againPassword) return PASSWORD_MESSAGES.confirmRequired;
  if (change.againPassword !== change.newPassword) return PASSWORD_MESSAGES.confirmMismatch;
  return null;
}
