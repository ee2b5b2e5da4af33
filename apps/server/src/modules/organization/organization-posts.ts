import type { OrganizationPostsNode, PostDto } from '@qis/shared';
import type { UserContext } from '../../platform/http/request-context';
import { buildOrganizationTree, listOrganizations } from './organization-tree';
import { allPosts } from './posts.service';

/** The organization post display: the tree, each organization with its posts and their holders. */
export async function organizationPosts(ctx: UserContext): Promise<OrganizationPostsNode[]> {
  const [tree, posts] = [buildOrganizationTree(await listOrganizations(ctx)), await allPosts(ctx)];
  const postsOf = new Map<string, PostDto[]>();
  for (const post of posts) {
    if (!post.organizationId) continue;
    const list = postsOf.get(post.organizationId);
    if (list) list.push(post);
    else postsOf.set(post.organizationId, [post]);
  }
  type TreeNode = (typeof tree)[number];
  const attach = ({ children, ...node }: TreeNode): OrganizationPostsNode => ({
    ...node,
    posts: postsOf.get(node.id) ?? [],
    children: children.map(attach),
  });
  return tree.map(attach);
}
