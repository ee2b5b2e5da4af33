import { z } from 'zod';
import { defineEndpoint } from './define';

export const AccessTokenResult = z.object({
  accessToken: z.string(),
  /** The token's id (jti): logout revokes the token by it. */
  tokenId: z.string(),
  /** Seconds until the token expires. */
  expiresIn: z.number().int(),
});

export const localLogin = defineEndpoint({
  name: 'localLogin',
  method: 'POST',
  base: 'identity',
  path: '/api/Account/LocalLogin',
  summary: '密码登录（登录方式 1）：令牌同时写入 httpOnly Cookie Access-Tokens；同一地址失败过多时 429',
  access: 'public',
  body: z.object({
    userName: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    /** Tenant name; the default tenant when omitted. */
    tenantName: z.string().trim().min(1).max(64).optional(),
  }),
  data: AccessTokenResult,
});

export const ssoLogout = defineEndpoint({
  name: 'ssoLogout',
  method: 'POST',
  base: 'identity',
  path: '/api/Account/SsoLogout',
  summary: '退出登录：吊销当前令牌（单点登录令牌连同其授权），断开用它建立的实时连接，清除 Cookie',
  access: 'user',
  ownData: true,
  data: z.null(),
});

const EmailAddress = z.email().max(256);
const VerificationCode = z.string().regex(/^\d{6}$/);

export const sendRetrievalEmail = defineEndpoint({
  name: 'sendRetrievalEmail',
  method: 'POST',
  base: 'qis',
  path: '/api/app/account/sendEmail',
  summary: '找回密码：向用户邮箱发送验证码',
  access: 'public',
  body: z.object({ emailAddress: EmailAddress, tenantName: z.string().trim().min(1).max(64).optional() }),
  data: z.null(),
});

export const checkRetrievalCode = defineEndpoint({
  name: 'checkRetrievalCode',
  method: 'POST',
  base: 'qis',
  path: '/api/app/account/checkCode',
  summary: '找回密码：校验邮箱验证码',
  access: 'public',
  mutates: false,
  body: z.object({
    emailAddress: EmailAddress,
    code: VerificationCode,
    tenantName: z.string().trim().min(1).max(64).optional(),
  }),
  data: z.boolean(),
});

export const retrievePassword = defineEndpoint({
  name: 'retrievePassword',
  method: 'POST',
  base: 'qis',
  path: '/api/app/account/retrievePassword',
  summary: '找回密码：凭验证码设置新密码（验证码一次有效）',
  access: 'public',
  body: z.object({
    emailAddress: EmailAddress,
    code: VerificationCode,
    newPassword: z.string().min(1).max(128),
    againPassword: z.string().min(1).max(128),
    tenantName: z.string().trim().min(1).max(64).optional(),
  }),
  data: z.null(),
});
