import type { OrganizationPostsNode, PostDto } from '@qis/shared';
import type { UserContext } from '../../platform/http/request-context';
import { buildOrganizationTree, listOrganizations } from './organization-tree';
import { allPosts } from './posts.service';

/** The organization post display: the tree, each organization with its posts and their holders. */
export async function organizationPosts(ctx: UserContext): Promise<OrganizationPostsNode[]> {
  const postsOf = new Map<string, PostDto[]>();
  for (const post of await allPosts(ctx)) {
    if (!post.organizationId) continue;
    const list = postsOf.get(post.organizationId);
    if (list) list.push(post);
    else postsOf.set(post.organizationId, [post]);
  }
  const flat = await listOrganizations(ctx);
  return buildOrganizationTree(flat.map((o) => ({ ...o, posts: postsOf.get(o.id) ?? [] })));
}
