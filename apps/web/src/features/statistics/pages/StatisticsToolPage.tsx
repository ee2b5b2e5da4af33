import {
  CheckCircleFilled,
  EditOutlined,
  FileAddOutlined,
  FolderOpenOutlined,
  RightOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { MS_NAME_MAX_LENGTH, type MsFileDto, P } from '@qis/shared';
import { Alert, Button, Card, Empty, Flex, Form, Input, Modal, Space, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../../locales';
import { useGrantedPermissions } from '../../../shell/auth/AccessGate';
import { usePagedList } from '../../../shell/components/usePagedList';
import { formatTime } from '../../../shell/utils/format-time';
import { createFile, fetchDataFiles } from '../api';
import {
  analysisDescription,
  analysisName,
  WORKBENCH_ANALYSES,
  WorkbenchAnalyseMenu,
  type WorkbenchAnalysis,
} from '../components/WorkbenchAnalyses';
import { WorkbenchImport } from '../components/WorkbenchImport';

interface Filter {
  name?: string;
}

/**
 * /statisticsTool, the module's home: pick one of the five analyses, then the data file it reads; my data files
 * (newest change first) are made here, by hand in the grid or from an Excel workbook.
 */
export function StatisticsToolPage() {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const canOpenSettings = useGrantedPermissions().has(P.mathStatistics.Setting.key);
  const [picked, setPicked] = useState<WorkbenchAnalysis | null>(null);
  const [creating, setCreating] = useState(false);
  const { filter, search, reload, tableProps } = usePagedList<MsFileDto, Filter>(fetchDataFiles, { pageSize: 10 });

  return (
    <Card
      title={t('statistics.workbench.title')}
      extra={
        <Space>
          <Link to="/statisticsFile">
            <Button icon={<FolderOpenOutlined />}>{t('statistics.files.title')}</Button>
          </Link>
          {canOpenSettings && (
            <Link to="/moduleSetting">
              <Button icon={<SettingOutlined />}>{t('statistics.workbench.settings')}</Button>
            </Link>
          )}
        </Space>
      }
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('statistics.workbench.step1')}
      </Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 24 }} data-testid="workbench-analyses">
        {WORKBENCH_ANALYSES.map((analysis) => {
          const selected = picked?.key === analysis.key;
          return (
            <Card
              key={analysis.key}
              size="small"
              hoverable
              onClick={() => setPicked(selected ? null : analysis)}
              style={{
                flex: '1 1 200px',
                borderColor: selected ? token.colorPrimary : undefined,
                boxShadow: selected ? `0 0 0 1px ${token.colorPrimary}` : undefined,
                background: selected ? token.colorPrimaryBg : undefined,
              }}
              data-testid={`workbench-analysis-${analysis.key}`}
            >
              <Flex gap={12} align="flex-start">
                <span style={{ fontSize: 28, color: analysis.color, lineHeight: 1 }}>{analysis.icon}</span>
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Typography.Text strong>
                    {analysisName(analysis)}
                    {selected && <CheckCircleFilled style={{ color: token.colorPrimary, marginLeft: 6 }} />}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {analysisDescription(analysis)}
                  </Typography.Text>
                </Flex>
              </Flex>
            </Card>
          );
        })}
      </Flex>

      <Typography.Title level={5}>{t('statistics.workbench.step2')}</Typography.Title>
      <Alert
        type={picked ? 'success' : 'info'}
        showIcon
        style={{ marginBottom: 12 }}
        title={
          picked ? t('statistics.workbench.picked', { name: analysisName(picked) }) : t('statistics.workbench.pickHint')
        }
        action={
          picked && (
            <Button size="small" type="text" onClick={() => setPicked(null)}>
              {t('statistics.workbench.clearPick')}
            </Button>
          )
        }
      />
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder={t('statistics.workbench.search')}
          allowClear
          maxLength={MS_NAME_MAX_LENGTH}
          style={{ width: 260 }}
          onSearch={(value) => search({ name: value.trim() || undefined })}
          data-testid="workbench-search"
        />
        <Space wrap>
          <WorkbenchImport onImported={() => search({})} />
          <Button
            type="primary"
            icon={<FileAddOutlined />}
            onClick={() => setCreating(true)}
            data-testid="workbench-new"
          >
            {t('statistics.workbench.new')}
          </Button>
        </Space>
      </Flex>
      <Table<MsFileDto>
        rowKey="id"
        size="small"
        {...tableProps}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                filter.name
                  ? t('statistics.workbench.emptySearch', { name: filter.name })
                  : t('statistics.workbench.empty')
              }
            />
          ),
        }}
        data-testid="workbench-files"
        columns={[
          {
            title: t('statistics.workbench.column.name'),
            dataIndex: 'name',
            render: (name: string, row) => <Link to={`/dataFileDetail/${row.id}`}>{name}</Link>,
          },
          {
            title: t('statistics.workbench.column.rows'),
            dataIndex: 'size',
            align: 'right',
            width: 110,
            render: (size: number | null) => (size ?? 0).toLocaleString('zh-CN'),
          },
          { title: t('statistics.workbench.column.updatedAt'), dataIndex: 'updatedAt', width: 180, render: formatTime },
          { title: t('statistics.workbench.column.createdAt'), dataIndex: 'createdAt', width: 180, render: formatTime },
          {
            title: t('statistics.workbench.column.actions'),
            key: 'actions',
            width: 300,
            render: (_: unknown, row) => (
              <Space size={4}>
                {picked && (
                  <Button
                    size="small"
                    type="primary"
                    icon={<RightOutlined />}
                    iconPlacement="end"
                    onClick={() => navigate(`${picked.path}/${row.id}`)}
                    data-testid="workbench-analyse-picked"
                  >
                    {analysisName(picked)}
                  </Button>
                )}
                <Button
                  size="small"
                  type="link"
                  icon={<EditOutlined />}
                  onClick={() => navigate(`/dataFileDetail/${row.id}`)}
                >
                  {t('statistics.workbench.edit')}
                </Button>
                <WorkbenchAnalyseMenu dataFileId={row.id} size="small" type="link" />
              </Space>
            ),
          },
        ]}
      />
      {creating && (
        <NewDataFileModal
          onClose={() => setCreating(false)}
          onCreated={(file) => {
            setCreating(false);
            void reload();
            navigate(`/dataFileDetail/${file.id}`);
          }}
        />
      )}
    </Card>
  );
}

function NewDataFileModal({ onClose, onCreated }: { onClose: () => void; onCreated: (file: MsFileDto) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      onCreated(await createFile({ folderId: null, kind: 'data', name: name.trim() }));
    } catch {
      // the HTTP client has shown the refusal (a taken name)
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('statistics.workbench.new.title')}
      okText={t('statistics.workbench.new.ok')}
      cancelText={t('statistics.workbench.new.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ marginTop: 16 }}>
        <Form.Item
          name="name"
          label={t('statistics.workbench.new.name')}
          rules={[{ required: true, whitespace: true, message: t('statistics.workbench.new.required') }]}
        >
          <Input
            autoFocus
            maxLength={MS_NAME_MAX_LENGTH}
            placeholder={t('statistics.workbench.new.placeholder')}
            data-testid="workbench-new-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
