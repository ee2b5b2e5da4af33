import {
  createOrganization,
  createPost,
  deleteOrganization,
  deletePost,
  type EndpointInput,
  getOrganizationPosts,
  getUserList,
  updateOrganization,
  updatePost,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';

/** Calls of organization and post management; method and path come from the declarations in @qis/shared. */

export type OrganizationBody = EndpointInput<typeof createOrganization>['body'];
export type PostBody = EndpointInput<typeof createPost>['body'];
type Existing = { id: string; version: number };

export const fetchOrganizationPosts = () => callEndpoint(getOrganizationPosts);
export const fetchUserOptions = () => callEndpoint(getUserList);
export const saveOrganization = (body: OrganizationBody, existing?: Existing) =>
  existing
    ? callEndpoint(updateOrganization, { body: { ...body, ...existing } })
    : callEndpoint(createOrganization, { body });
export const removeOrganization = (id: string) => callEndpoint(deleteOrganization, { body: { id } });
export const savePost = (body: PostBody, existing?: Existing) =>
  existing ? callEndpoint(updatePost, { body: { ...body, ...existing } }) : callEndpoint(createPost, { body });
export const removePost = (id: string) => callEndpoint(deletePost, { body: { id } });
