import '../texts';
import { P, type WorkflowGraph } from '@qis/shared';
import { Button, Card, Col, List, Popconfirm, Row, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { toast } from '../../../shell/feedback';
import { formatTime } from '../../../shell/utils/format-time';
import {
  type AssigneeOptionsData,
  type DefinitionItem,
  fetchAssigneeOptions,
  fetchDefinition,
  fetchDefinitions,
  fetchModuleTypes,
  type ModuleTypeProcess,
  selectDefinition,
} from '../api';
import { FlowDesigner } from '../components/FlowDesigner';
import { defaultGraph } from '../graph-cells';

const PAGE_SIZE = 10;
const PERMISSION = P.system.WorkFlow.key;
const NO_VERSIONS = { items: [], totalCount: 0 };

interface Design {
  moduleType: number;
  moduleTypeName: string;
  basedOn: { version: number } | null;
  name: string;
  graph: WorkflowGraph;
  options: AssigneeOptionsData;
}

/**
 * /WorkFlow, process management (shell spec §2, §7): the module types with the version each one uses, the chosen
 * type's deployed versions (select one for new flows), and the flow designer that deploys a new version.
 */
export function ProcessManagementPage() {
  const [types, setTypes] = useState<ModuleTypeProcess[]>([]);
  const [typesLoading, setTypesLoading] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  const [design, setDesign] = useState<Design | null>(null);
  const {
    filter,
    search,
    reload: loadVersions,
    tableProps,
  } = usePagedList<DefinitionItem, { moduleType?: number }>(
    // No module type chosen yet: nothing to list (the call without one would list every type's versions).
    ({ moduleType, ...page }) =>
      moduleType === undefined ? Promise.resolve(NO_VERSIONS) : fetchDefinitions({ ...page, moduleType }),
    { pageSize: PAGE_SIZE },
  );
  const { moduleType } = filter;

  const loadTypes = useCallback(async () => {
    setTypesLoading(true);
    try {
      setTypes(await fetchModuleTypes());
    } catch {
      // shown by the HTTP client
    } finally {
      setTypesLoading(false);
    }
  }, []);
  useEffect(() => {
    void loadTypes();
  }, [loadTypes]);
  // The first module type is chosen once the types have loaded.
  const firstType = types[0]?.moduleType;
  useEffect(() => {
    if (moduleType === undefined && firstType !== undefined) search({ moduleType: firstType });
  }, [moduleType, firstType, search]);

  const chosen = types.find((m) => m.moduleType === moduleType);

  const select = async (item: DefinitionItem) => {
    try {
      await selectDefinition(item.moduleType, item.id);
      toast.success(t('process.action.select.done', { version: item.definitionVersion }));
      await Promise.all([loadTypes(), loadVersions()]);
    } catch {
      // shown by the HTTP client
    }
  };

  const openDesigner = async (item: DefinitionItem | null) => {
    if (!chosen) return;
    setOpening(item?.id ?? 'new');
    try {
      const [options, definition] = await Promise.all([
        fetchAssigneeOptions(),
        item ? fetchDefinition(item.id) : Promise.resolve(null),
      ]);
      setDesign({
        moduleType: chosen.moduleType,
        moduleTypeName: chosen.moduleTypeName,
        basedOn: definition ? { version: definition.definitionVersion } : null,
        name: definition?.name ?? t('process.designer.defaultName', { name: chosen.moduleTypeName }),
        graph: definition?.graph ?? defaultGraph(),
        options,
      });
    } catch {
      // shown by the HTTP client
    } finally {
      setOpening(null);
    }
  };

  if (design) {
    return (
      <FlowDesigner
        moduleType={design.moduleType}
        moduleTypeName={design.moduleTypeName}
        basedOn={design.basedOn}
        initialName={design.name}
        initialGraph={design.graph}
        assigneeOptions={design.options}
        onBack={() => setDesign(null)}
        onDeployed={() => {
          setDesign(null);
          void loadTypes();
          // The new version is first in the list (newest first) and selected.
          search({ moduleType });
        }}
      />
    );
  }

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="320px">
        <Card title={t('process.moduleTypes')} styles={{ body: { padding: 0 } }}>
          <List<ModuleTypeProcess>
            loading={typesLoading}
            dataSource={types}
            data-testid="process-module-types"
            renderItem={(item) => {
              const active = item.moduleType === moduleType;
              return (
                <List.Item
                  onClick={() => search({ moduleType: item.moduleType })}
                  style={{
                    cursor: 'pointer',
                    padding: '12px 16px',
                    background: active ? '#e6f4ff' : undefined,
                    borderLeft: `3px solid ${active ? '#1677ff' : 'transparent'}`,
                  }}
                  data-testid={`process-module-${item.moduleType}`}
                >
                  <List.Item.Meta
                    title={
                      <Space>
                        <Typography.Text strong={active}>{item.moduleTypeName}</Typography.Text>
                        {item.runningInstanceCount > 0 && (
                          <Tag color="processing">
                            {t('process.moduleType.running', { count: item.runningInstanceCount })}
                          </Tag>
                        )}
                      </Space>
                    }
                    description={
                      <Space size={4} wrap>
                        {item.definitionVersion !== null ? (
                          <Typography.Text type="success">
                            {t('process.moduleType.selected', {
                              name: item.definitionName ?? '',
                              version: item.definitionVersion,
                            })}
                          </Typography.Text>
                        ) : (
                          <Typography.Text type="secondary">{t('process.moduleType.noneSelected')}</Typography.Text>
                        )}
                        <Typography.Text type="secondary">
                          ·{' '}
                          {item.latestVersion !== null
                            ? t('process.moduleType.latest', { version: item.latestVersion })
                            : t('process.moduleType.noVersion')}
                        </Typography.Text>
                      </Space>
                    }
                  />
                </List.Item>
              );
            }}
          />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card
          title={t('process.versions', { name: chosen?.moduleTypeName ?? '' })}
          extra={
            <Authorized permission={PERMISSION} action="edit">
              <Button
                type="primary"
                disabled={!chosen}
                loading={opening === 'new'}
                onClick={() => void openDesigner(null)}
                data-testid="process-create"
              >
                {t('process.action.create')}
              </Button>
            </Authorized>
          }
        >
          <Table<DefinitionItem>
            rowKey="id"
            {...tableProps}
            locale={{ emptyText: t('process.versions.empty') }}
            data-testid="process-versions"
            columns={[
              {
                title: t('process.column.version'),
                dataIndex: 'definitionVersion',
                render: (v: number) => <Typography.Text strong>V{v}</Typography.Text>,
              },
              { title: t('process.column.name'), dataIndex: 'name' },
              {
                title: t('process.column.state'),
                dataIndex: 'isSelected',
                render: (selected: boolean) =>
                  selected ? <Tag color="success">{t('process.state.selected')}</Tag> : null,
              },
              { title: t('process.column.deployedAt'), dataIndex: 'deployedAt', render: formatTime },
              {
                title: t('process.column.deployedBy'),
                dataIndex: 'deployedByName',
                render: (v: string | null) => v ?? '-',
              },
              {
                title: t('process.column.instances'),
                key: 'instances',
                render: (_, row) => `${row.runningInstanceCount} / ${row.instanceCount}`,
              },
              {
                title: t('process.column.actions'),
                key: 'actions',
                render: (_, row) => (
                  <Authorized permission={PERMISSION} action="edit">
                    <Space>
                      <Popconfirm
                        title={t('process.action.select')}
                        description={t('process.action.select.confirm', { version: row.definitionVersion })}
                        onConfirm={() => select(row)}
                        disabled={row.isSelected}
                      >
                        <Button type="link" size="small" disabled={row.isSelected} data-testid="process-select">
                          {t('process.action.select')}
                        </Button>
                      </Popconfirm>
                      <Button
                        type="link"
                        size="small"
                        loading={opening === row.id}
                        onClick={() => void openDesigner(row)}
                        data-testid="process-design"
                      >
                        {t('process.action.design')}
                      </Button>
                    </Space>
                  </Authorized>
                ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
