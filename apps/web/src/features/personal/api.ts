import {
  changeImageUrl,
  changeOwnPassword,
  type EndpointInput,
  getPersonalInfo,
  updatePersonalInfo,
} from '@qis/shared';
import { http } from '../../shell/http';
import type { PersonalInfo, PersonalInfoUpdate } from './rules';

/** Calls of the personal centre; paths come from the one declaration of each endpoint in @qis/shared. */

export function fetchPersonalInfo(): Promise<PersonalInfo> {
  return http.post<PersonalInfo>(getPersonalInfo.path);
}

/** A stale `version` is answered 409 (the client shows the server's message). */
export function savePersonalInfo(body: PersonalInfoUpdate): Promise<PersonalInfo> {
  return http.put<PersonalInfo>(updatePersonalInfo.path, body);
}

/** Errors are not toasted: the caller shows 图片保存失败. */
export function saveAvatar(body: EndpointInput<typeof changeImageUrl>['body']): Promise<null> {
  return http.post<null>(changeImageUrl.path, body, { silent: true });
}

export function changePassword(body: EndpointInput<typeof changeOwnPassword>['body']): Promise<null> {
  return http.post<null>(changeOwnPassword.path, body);
}
