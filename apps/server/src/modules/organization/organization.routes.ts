import {
  createOrganization,
  createPost,
  deleteOrganization,
  deletePost,
  getCurUserOrgProductPlatFormList,
  getOrganization,
  getOrganizationPosts,
  getOrganizationTree,
  getPostListPage,
  updateOrganization,
  updatePost,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as organizations from './organization.service';
import { organizationPosts } from './organization-posts';
import { organizationTree } from './organization-tree';
import * as posts from './posts.service';
import { currentUserProductPlatforms } from './product-platforms';

export function registerOrganizationRoutes(app: FastifyInstance) {
  registerEndpoint(app, getOrganizationTree, (_input, ctx) => organizationTree(ctx));
  registerEndpoint(app, getOrganization, ({ query }, ctx) => organizations.getOrganization(ctx, query.id));
  registerEndpoint(app, createOrganization, ({ body }, ctx) => organizations.createOrganization(ctx, body));
  registerEndpoint(app, updateOrganization, ({ body }, ctx) => organizations.updateOrganization(ctx, body));
  registerEndpoint(app, deleteOrganization, ({ body }, ctx) => organizations.deleteOrganization(ctx, body.id));
  registerEndpoint(app, getOrganizationPosts, (_input, ctx) => organizationPosts(ctx));
  registerEndpoint(app, getCurUserOrgProductPlatFormList, (_input, ctx) => currentUserProductPlatforms(ctx));

  registerEndpoint(app, getPostListPage, ({ query }, ctx) => posts.listPosts(ctx, query));
  registerEndpoint(app, createPost, ({ body }, ctx) => posts.createPost(ctx, body));
  registerEndpoint(app, updatePost, ({ body }, ctx) => posts.updatePost(ctx, body));
  registerEndpoint(app, deletePost, ({ body }, ctx) => posts.deletePost(ctx, body.id));
}
