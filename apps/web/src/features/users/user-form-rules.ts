import {
  isPasswordFormatValid,
  isValidEmail,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  USER_MESSAGES,
  USER_NAME_MAX_LENGTH,
  USER_NAME_PATTERN,
} from '@qis/shared';
import type { FormRule } from 'antd';

// The client side of the user contract's field rules: the same patterns and the same Chinese messages.

const optional = (check: (value: string) => boolean, message: string): FormRule => ({
  validator: async (_rule, value?: string | null) => {
    if (value?.trim() && !check(value.trim())) throw new Error(message);
  },
});

export const USER_FORM_RULES = {
  userName: [
    { required: true, whitespace: true, message: USER_MESSAGES.userNameRequired },
    { pattern: USER_NAME_PATTERN, message: USER_MESSAGES.userName },
  ],
  name: [
    { required: true, whitespace: true, message: USER_MESSAGES.nameRequired },
    { max: USER_NAME_MAX_LENGTH, message: USER_MESSAGES.nameTooLong },
  ],
  phoneNumber: [optional((v) => MOBILE_PATTERN.test(v), USER_MESSAGES.mobile)],
  emailAddress: [optional(isValidEmail, USER_MESSAGES.email)],
  telephone: [optional((v) => LANDLINE_PATTERN.test(v), USER_MESSAGES.telephone)],
  password: [
    { required: true, message: USER_MESSAGES.passwordRequired },
    optional(isPasswordFormatValid, USER_MESSAGES.password),
  ],
} satisfies Record<string, FormRule[]>;

/** An optional text field as the API takes it: trimmed, and null when empty. */
export const textOrNull = (value: string | null | undefined) => value?.trim() || null;
