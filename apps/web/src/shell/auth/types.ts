import type { CurrentUserInfo } from '@qis/shared';

/** The current-user call's answer (spec §3), typed from the shared contract. */
export type CurrentUser = CurrentUserInfo;
export type AuthorityPoint = CurrentUser['authorityPointDtos'][number];

export interface LocalLoginRequest {
  userName: string;
  password: string;
  tenantName?: string;
}

export interface LocalLoginResult {
  accessToken: string;
  tokenId: string;
  expiresIn: number;
}
