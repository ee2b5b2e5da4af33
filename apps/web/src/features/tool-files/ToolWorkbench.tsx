import { type FileKind, type FileSpace, type MsItemDto, SPACE_POINTS } from '@qis/shared';
import { Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type MessageKey, t } from '../../locales';
import { useCan } from '../../shell/auth/useCan';
import { type Paged, type PageQuery, usePagedList } from '../../shell/components/usePagedList';
import { formatTime } from '../../shell/utils/format-time';
import { NameModal } from '../statistics/components/FileItemModals';
import { type WorkbenchLink, WorkbenchLinks } from './WorkbenchLinks';

/** A tool of a set, as its workbench offers it. */
export interface WorkbenchTool {
  kind: FileKind;
  name: MessageKey;
  description: MessageKey;
  color: string;
  /** The tool's page of one file. */
  path: (id: string) => string;
}

/**
 * A tool set's workbench (/myTool, /myTools): pick a tool to start a new file of it (for holders of the space's files
 * point's add), or open one of my files; links to the set's files, recent changes, recycle bin and settings.
 */
export function ToolWorkbench(props: {
  title: MessageKey;
  space: FileSpace;
  /** data-testid prefix: `${prefix}-tools`, `${prefix}-tool-${kind}`, `${prefix}-tool-files`. */
  testIdPrefix: string;
  tools: readonly WorkbenchTool[];
  links: readonly WorkbenchLink[];
  fetchFiles: (query: PageQuery) => Promise<Paged<MsItemDto>>;
  createFile: (body: { folderId: null; kind: FileKind; name: string }) => Promise<{ id: string }>;
}) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState<WorkbenchTool | null>(null);
  const { tableProps } = usePagedList<MsItemDto, object>(props.fetchFiles, { pageSize: 10 });
  const toolOf = (kind: string | null) => props.tools.find((tool) => tool.kind === kind);
  const prefix = props.testIdPrefix;
  const canCreate = useCan(SPACE_POINTS[props.space].files, 'add');

  return (
    <Card title={t(props.title)} extra={<WorkbenchLinks links={props.links} />}>
      {canCreate && (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('toolFiles.workbench.pick')}
          </Typography.Title>
          <Flex gap={12} wrap style={{ marginBottom: 24 }} data-testid={`${prefix}-tools`}>
            {props.tools.map((tool) => (
              <Card
                key={tool.kind}
                size="small"
                hoverable
                onClick={() => setCreating(tool)}
                style={{ flex: '1 1 200px', borderTop: `3px solid ${tool.color}` }}
                data-testid={`${prefix}-tool-${tool.kind}`}
              >
                <Typography.Text strong>{t(tool.name)}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
                  {t(tool.description)}
                </Typography.Paragraph>
              </Card>
            ))}
          </Flex>
        </>
      )}
      <Typography.Title level={5}>{t('toolFiles.workbench.files')}</Typography.Title>
      <Table<MsItemDto>
        rowKey="id"
        size="small"
        {...tableProps}
        locale={{ emptyText: t(canCreate ? 'toolFiles.workbench.empty' : 'toolFiles.workbench.emptyReadOnly') }}
        data-testid={`${prefix}-tool-files`}
        columns={[
          {
            title: t('toolFiles.workbench.column.name'),
            dataIndex: 'name',
            render: (name: string, item) => {
              const tool = toolOf(item.kind);
              return tool ? <Link to={tool.path(item.id)}>{name}</Link> : name;
            },
          },
          {
            title: t('toolFiles.workbench.column.kind'),
            key: 'kind',
            width: 160,
            render: (_: unknown, item) => {
              const tool = toolOf(item.kind);
              return tool ? t(tool.name) : '';
            },
          },
          { title: t('toolFiles.workbench.column.updatedAt'), dataIndex: 'updatedAt', width: 180, render: formatTime },
        ]}
      />
      {creating && (
        <NameModal
          title={t('toolFiles.workbench.new.title', { tool: t(creating.name) })}
          onClose={() => setCreating(null)}
          onSubmit={async ({ name }) => {
            const file = await props.createFile({ folderId: null, kind: creating.kind, name });
            navigate(creating.path(file.id));
          }}
        />
      )}
    </Card>
  );
}
