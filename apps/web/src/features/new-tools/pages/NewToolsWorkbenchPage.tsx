import type { MsItemDto } from '@qis/shared';
import { Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../locales';
import { usePagedList } from '../../../shell/components/usePagedList';
import { formatTime } from '../../../shell/utils/format-time';
import { NameModal } from '../../statistics/components/FileItemModals';
import { type WorkbenchLink, WorkbenchLinks } from '../../tool-files/WorkbenchLinks';
import { createToolFile, fetchToolFiles } from '../api';
import { NEW_TOOLS, type NewTool, newToolOfKind } from '../tools';

const LINKS: readonly WorkbenchLink[] = [
  { to: '/myFileList', title: 'newTools.menu.files', icon: 'files' },
  { to: '/recentChanges', title: 'newTools.menu.changes', icon: 'changes' },
  { to: '/recycleBin', title: 'newTools.menu.recycleBin', icon: 'recycleBin' },
  { to: '/qmcNewModuleSetting', title: 'newTools.menu.moduleSetting', icon: 'moduleSetting' },
  { to: '/qmcNewBasicSetting', title: 'newTools.menu.basicSetting', icon: 'basicSetting' },
];

/** /myTools and /myToolsList: the old seven tools — start a new chart or diagram, or open one of my files. */
export function NewToolsWorkbenchPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState<NewTool | null>(null);
  const { tableProps } = usePagedList<MsItemDto, object>(fetchToolFiles, { pageSize: 10 });

  return (
    <Card title={t('newTools.workbench.title')} extra={<WorkbenchLinks links={LINKS} />}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('newTools.workbench.pick')}
      </Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 24 }} data-testid="new-tools">
        {NEW_TOOLS.map((tool) => (
          <Card
            key={tool.kind}
            size="small"
            hoverable
            onClick={() => setCreating(tool)}
            style={{ flex: '1 1 200px', borderTop: `3px solid ${tool.color}` }}
            data-testid={`new-tool-${tool.kind}`}
          >
            <Typography.Text strong>{t(tool.name)}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
              {t(tool.description)}
            </Typography.Paragraph>
          </Card>
        ))}
      </Flex>
      <Typography.Title level={5}>{t('newTools.workbench.files')}</Typography.Title>
      <Table<MsItemDto>
        rowKey="id"
        size="small"
        {...tableProps}
        locale={{ emptyText: t('newTools.workbench.empty') }}
        data-testid="new-tool-files"
        columns={[
          {
            title: t('newTools.workbench.column.name'),
            dataIndex: 'name',
            render: (name: string, item) => {
              const tool = newToolOfKind(item.kind);
              return tool ? <Link to={tool.path(item.id)}>{name}</Link> : name;
            },
          },
          {
            title: t('newTools.workbench.column.kind'),
            key: 'kind',
            width: 160,
            render: (_: unknown, item) => {
              const tool = newToolOfKind(item.kind);
              return tool ? t(tool.name) : '';
            },
          },
          { title: t('newTools.workbench.column.updatedAt'), dataIndex: 'updatedAt', width: 180, render: formatTime },
        ]}
      />
      {creating && (
        <NameModal
          title={t('newTools.workbench.new.title', { tool: t(creating.name) })}
          onClose={() => setCreating(null)}
          onSubmit={async ({ name }) => {
            const file = await createToolFile({ folderId: null, kind: creating.kind, name });
            navigate(creating.path(file.id));
          }}
        />
      )}
    </Card>
  );
}
