import { type OrganizationPostsNode, P, type PostDto } from '@qis/shared';
import { Button, Card, Col, Empty, Popconfirm, Row, Space, Spin, Table, Tree, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { useSave } from '../../../shell/components/useSave';
import { fetchOrganizationPosts, removeOrganization, removePost } from '../api';
import { type OrganizationDialog, OrganizationFormModal } from '../components/OrganizationFormModal';
import { PostFormModal } from '../components/PostFormModal';
import { findNode } from '../organization-tree';

const ORGANIZATION = P.system.Organization.key;
const POSTS = P.system.Posts.key;

interface TreeItem {
  key: string;
  title: string;
  leaderName: string | null;
  children: TreeItem[];
}
const toTreeItems = (nodes: readonly OrganizationPostsNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, leaderName: n.leaderName, children: toTreeItems(n.children) }));

/**
 * /organizationManagement (组织管理, SystemManager.OrganizationManager): the organization tree on the left (add,
 * edit, set head, delete) and the selected organization's posts with their holders on the right.
 */
export function OrganizationManagementPage() {
  const [tree, setTree] = useState<OrganizationPostsNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [orgDialog, setOrgDialog] = useState<OrganizationDialog | null>(null);
  const [postDialog, setPostDialog] = useState<{ post: PostDto | null } | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setTree(await fetchOrganizationPosts());
    } catch {
      // shown by the HTTP client
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const items = useMemo(() => toTreeItems(tree), [tree]);
  const selected = findNode(tree, selectedId);

  const { save } = useSave();
  const deleteSelected = async (organization: OrganizationPostsNode) => {
    if (await save(() => removeOrganization(organization.id), t('organization.deleted'))) {
      setSelectedId(organization.parentId);
    }
    await load();
  };
  const deletePost = async (post: PostDto) => {
    await save(() => removePost(post.id), t('organization.deleted'));
    await load();
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        <Card
          title={t('organization.tree.title')}
          extra={
            <Authorized permission={ORGANIZATION} action="add">
              <Button size="small" onClick={() => setOrgDialog({ mode: 'create', parentId: null })}>
                {t('organization.addRoot')}
              </Button>
            </Authorized>
          }
        >
          {selected && (
            <Space wrap style={{ marginBottom: 12 }}>
              <Authorized permission={ORGANIZATION} action="add">
                <Button size="small" onClick={() => setOrgDialog({ mode: 'create', parentId: selected.id })}>
                  {t('organization.addChild')}
                </Button>
              </Authorized>
              <Authorized permission={ORGANIZATION} action="edit">
                <Button size="small" onClick={() => setOrgDialog({ mode: 'edit', organization: selected })}>
                  {t('organization.edit')}
                </Button>
                <Button size="small" onClick={() => setOrgDialog({ mode: 'leader', organization: selected })}>
                  {t('organization.setLeader')}
                </Button>
              </Authorized>
              <Authorized permission={ORGANIZATION} action="delete">
                <Popconfirm
                  title={t('organization.delete.confirm', { name: selected.name })}
                  onConfirm={() => deleteSelected(selected)}
                >
                  <Button size="small" danger>
                    {t('organization.delete')}
                  </Button>
                </Popconfirm>
              </Authorized>
            </Space>
          )}
          <Spin spinning={loading}>
            {items.length === 0 ? (
              <Empty description={t('organization.tree.empty')} />
            ) : (
              <Tree<TreeItem>
                blockNode
                showLine
                defaultExpandAll
                // Remounted when the organizations change, so that new ones show expanded.
                key={items.length}
                treeData={items}
                selectedKeys={selectedId ? [selectedId] : []}
                onSelect={(keys) => setSelectedId((keys[0] as string | undefined) ?? null)}
                titleRender={(item) => (
                  <span data-testid="organization-node">
                    {item.title}
                    {item.leaderName && (
                      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                        {t('organization.tree.leader', { name: item.leaderName })}
                      </Typography.Text>
                    )}
                  </span>
                )}
              />
            )}
          </Spin>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card
          title={selected ? t('organization.posts.title', { name: selected.name }) : t('organization.posts.heading')}
          extra={
            selected && (
              <Authorized permission={POSTS} action="add">
                <Button type="primary" size="small" onClick={() => setPostDialog({ post: null })}>
                  {t('post.add')}
                </Button>
              </Authorized>
            )
          }
        >
          {selected ? (
            <Table<PostDto>
              rowKey="id"
              size="small"
              loading={loading}
              dataSource={selected.posts}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('post.column.name'), dataIndex: 'name' },
                { title: t('post.column.code'), dataIndex: 'code', render: (v: string | null) => v || '-' },
                { title: t('post.column.sort'), dataIndex: 'sort' },
                {
                  title: t('post.column.holders'),
                  key: 'holders',
                  render: (_: unknown, post) => post.holders.map((h) => h.name).join('、') || '-',
                },
                {
                  title: t('post.column.actions'),
                  key: 'actions',
                  render: (_: unknown, post) => (
                    <Space size={0}>
                      <Authorized permission={POSTS} action="edit">
                        <Button type="link" size="small" onClick={() => setPostDialog({ post })}>
                          {t('post.editAction')}
                        </Button>
                      </Authorized>
                      <Authorized permission={POSTS} action="delete">
                        <Popconfirm
                          title={t('post.delete.confirm', { name: post.name })}
                          onConfirm={() => deletePost(post)}
                        >
                          <Button type="link" size="small" danger>
                            {t('post.delete')}
                          </Button>
                        </Popconfirm>
                      </Authorized>
                    </Space>
                  ),
                },
              ]}
            />
          ) : (
            <Empty description={t('organization.posts.none')} />
          )}
        </Card>
      </Col>
      {orgDialog && (
        <OrganizationFormModal
          dialog={orgDialog}
          tree={tree}
          onClose={() => setOrgDialog(null)}
          onSaved={(id) => {
            setOrgDialog(null);
            setSelectedId(id);
            void load();
          }}
        />
      )}
      {postDialog && selected && (
        <PostFormModal
          post={postDialog.post}
          organizationId={selected.id}
          tree={tree}
          onClose={() => setPostDialog(null)}
          onSaved={() => {
            setPostDialog(null);
            void load();
          }}
        />
      )}
    </Row>
  );
}
