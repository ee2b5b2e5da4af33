import { z } from 'zod';
import { defineEndpoint } from './define';

/** Shell spec §3 system info; loginType 0 = identity server (single sign-on), 1 = password login. */
export const SystemInfo = z.object({
  name: z.string(),
  isSingleSystem: z.boolean(),
  singleSystemModule: z.number().int().nullable(),
  loginType: z.union([z.literal(0), z.literal(1)]),
  identityServerPort: z.number().int(),
  identityServerPrefix: z.string(),
  /** The identity server's full authority URL, so a client needs no guessing. */
  authority: z.string(),
  clientId: z.string(),
  companyName: z.string(),
  isAddDataBase: z.boolean(),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

export const getSystemInfo = defineEndpoint({
  name: 'getSystemInfo',
  method: 'GET',
  base: 'qis',
  path: '/api/app/systemInfo/systemInfo',
  summary: '系统信息（登录前加载：标题、登录方式、单系统模式）',
  access: 'public',
  data: SystemInfo,
});
