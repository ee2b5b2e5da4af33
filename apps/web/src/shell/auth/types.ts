/** Authority point: 0 = menu, 1 = button. */
export interface AuthorityPoint {
  authorityPointType: 0 | 1;
  permissionId: string;
  permissionName: string;
  checked: boolean;
  key: string;
  parentPermissionId: string | null;
  value: string;
}

export interface CurrentUser {
  id: string;
  name: string;
  userName: string;
  tenantName: string | null;
  roleName: string | null;
  tenantNickName: string | null;
  emailAddress: string | null;
  organizationName: string | null;
  organizationId: string | null;
  logoUrl: string | null;
  authorityPointDtos: AuthorityPoint[];
  permissionList: string[];
}

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
