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
import { OLD_TOOLS, type OldTool, toolOfKind } from '../tools';

const LINKS: readonly WorkbenchLink[] = [
  { to: '/oldToolFile', title: 'oldTools.menu.files', icon: 'files' },
  { to: '/oldToolChanges', title: 'oldTools.menu.changes', icon: 'changes' },
  { to: '/oldrecycleBinList', title: 'oldTools.menu.recycleBin', icon: 'recycleBin' },
  { to: '/qmcOldModuleSetting', title: 'oldTools.menu.moduleSetting', icon: 'moduleSetting' },
  { to: '/qmcOldBasicSetting', title: 'oldTools.menu.basicSetting', icon: 'basicSetting' },
];

/** /myTool: the old seven tools — start a new chart or diagram, or open one of my files. */
export function OldToolsWorkbenchPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState<OldTool | null>(null);
  const { tableProps } = usePagedList<MsItemDto, object>(fetchToolFiles, { pageSize: 10 });

  return (
    <Card title={t('oldTools.workbench.title')} extra={<WorkbenchLinks links={LINKS} />}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('oldTools.workbench.pick')}
      </Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 24 }} data-testid="old-tools">
        {OLD_TOOLS.map((tool) => (
          <Card
            key={tool.kind}
            size="small"
            hoverable
            onClick={() => setCreating(tool)}
            style={{ flex: '1 1 200px', borderTop: `3px solid ${tool.color}` }}
            data-testid={`old-tool-${tool.kind}`}
          >
            <Typography.Text strong>{t(tool.name)}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
              {t(tool.description)}
            </Typography.Paragraph>
          </Card>
        ))}
      </Flex>
      <Typography.Title level={5}>{t('oldTools.workbench.files')}</Typography.Title>
      <Table<MsItemDto>
        rowKey="id"
        size="small"
        {...tableProps}
        locale={{ emptyText: t('oldTools.workbench.empty') }}
        data-testid="old-tool-files"
        columns={[
          {
            title: t('oldTools.workbench.column.name'),
            dataIndex: 'name',
            render: (name: string, item) => {
              const tool = toolOfKind(item.kind);
              return tool ? <Link to={`/myOldTools/${tool.route}/${item.id}`}>{name}</Link> : name;
            },
          },
          {
            title: t('oldTools.workbench.column.kind'),
            key: 'kind',
            width: 160,
            render: (_: unknown, item) => {
              const tool = toolOfKind(item.kind);
              return tool ? t(tool.name) : '';
            },
          },
          { title: t('oldTools.workbench.column.updatedAt'), dataIndex: 'updatedAt', width: 180, render: formatTime },
        ]}
      />
      {creating && (
        <NameModal
          title={t('oldTools.workbench.new.title', { tool: t(creating.name) })}
          onClose={() => setCreating(null)}
          onSubmit={async ({ name }) => {
            const file = await createToolFile({ folderId: null, kind: creating.kind, name });
            navigate(`/myOldTools/${creating.route}/${file.id}`);
          }}
        />
      )}
    </Card>
  );
}
