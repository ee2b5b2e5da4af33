import { FMEA_KINDS } from '@qis/shared';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { useCan } from '../../../shell/auth/useCan';
import { useSave } from '../../../shell/components/useSave';
import { copyStandard, deleteStandard, fetchStandards, type SodStandardSummaryDto, setDefaultStandard } from '../api';
import { DFMEA_KIND, formatTime, SFM_TAB, SOD_PAGES, type SodPageKind } from '../sod-kind';

/**
 * /DFMEAstandard and /PFMEAstandard: the tenant's SOD standards of the kind; set the default, copy (under the kind's
 * copyPFMEASODStandard), delete (not the default).
 */
export function SodStandardListPage({ kind = DFMEA_KIND }: { kind?: SodPageKind }) {
  const pages = SOD_PAGES[kind];
  const POINT = pages.point;
  const navigate = useNavigate();
  const [rows, setRows] = useState<SodStandardSummaryDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [copying, setCopying] = useState<SodStandardSummaryDto | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await fetchStandards(kind));
    } catch {
      // the HTTP client has shown the message
    } finally {
      setLoading(false);
    }
  }, [kind]);
  useEffect(() => void reload(), [reload]);

  const { save } = useSave();
  const act = async (work: () => Promise<unknown>, done: string) => {
    if (await save(work, done)) await reload();
  };

  return (
    <Card
      title={t('fmeaLibrary.sod.listTitle', { kind: pages.label })}
      extra={
        <Authorized permission={POINT} action="add">
          <Button type="primary" onClick={() => navigate(pages.add)} data-testid="sod-add">
            {t('fmeaLibrary.sod.add')}
          </Button>
        </Authorized>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(kind === FMEA_KINDS.msr ? 'fmeaLibrary.sod.listHint.2' : 'fmeaLibrary.sod.listHint')}
      </Typography.Paragraph>
      <Table<SodStandardSummaryDto>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        data-testid="sod-list"
        columns={[
          {
            title: t('fmeaLibrary.sod.column.name'),
            key: 'name',
            render: (_: unknown, row) => (
              <Space>
                <Link to={pages.detail(row.id)}>{row.name}</Link>
                {row.isDefault && <Tag color="blue">{t('fmeaLibrary.sod.default')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('fmeaLibrary.sod.column.updated'),
            key: 'updated',
            width: 260,
            render: (_: unknown, row) => `${formatTime(row.updateTime)} ${row.updatedByName ?? ''}`,
          },
          {
            title: t('fmeaLibrary.sod.column.actions'),
            key: 'actions',
            width: 300,
            render: (_: unknown, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => navigate(pages.detail(row.id))}>
                  {t('fmeaLibrary.sod.view')}
                </Button>
                {!row.isDefault && (
                  <Authorized permission={POINT} action="edit">
                    <Button
                      type="link"
                      size="small"
                      onClick={() =>
                        void act(() => setDefaultStandard(kind, row.id), t('fmeaLibrary.sod.setDefault.done'))
                      }
                    >
                      {t('fmeaLibrary.sod.setDefault')}
                    </Button>
                  </Authorized>
                )}
                <Authorized permission={POINT} action="add">
                  <Button type="link" size="small" onClick={() => setCopying(row)}>
                    {t('fmeaLibrary.sod.copy')}
                  </Button>
                </Authorized>
                {!row.isDefault && (
                  <Authorized permission={POINT} action="delete">
                    <Popconfirm
                      title={t('fmeaLibrary.sod.delete.confirm')}
                      onConfirm={() => act(() => deleteStandard(kind, row.id), t('fmeaLibrary.sod.deleted'))}
                    >
                      <Button type="link" size="small" danger>
                        {t('fmeaLibrary.sod.delete')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                )}
              </Space>
            ),
          },
        ]}
      />
      {copying && (
        <CopyStandardModal
          kind={kind}
          source={copying}
          onClose={() => setCopying(null)}
          onCopied={() => {
            setCopying(null);
            void reload();
          }}
        />
      )}
    </Card>
  );
}

function CopyStandardModal({
  kind,
  source,
  onClose,
  onCopied,
}: {
  kind: SodPageKind;
  source: SodStandardSummaryDto;
  onClose: () => void;
  onCopied: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const { saving, save } = useSave();
  const submit = async ({ name }: { name: string }) => {
    if (await save(() => copyStandard(kind, source.id, name.trim()), t('fmeaLibrary.sod.copied'))) onCopied();
  };
  return (
    <Modal
      open
      title={t('fmeaLibrary.sod.copyTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: t('fmeaLibrary.sod.copyOf', { name: source.name }) }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('fmeaLibrary.sod.copyName')}
          rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.sod.name.required') }]}
        >
          <Input maxLength={100} data-testid="sod-copy-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * /DFMEAstandard: the DFMEA's SOD standards and, on a tab of their own for holders of SFM标准
 * (Pages_SFMStandard), the FMEA-MSR's SFM standards (severity, frequency, monitoring); ?tab=sfm opens that tab.
 */
export function DesignStandardListPage() {
  const [params, setParams] = useSearchParams();
  const canSfm = useCan(SOD_PAGES[FMEA_KINDS.msr].point, 'query');
  if (!canSfm) return <SodStandardListPage kind={FMEA_KINDS.dfmea} />;
  const tab = params.get('tab') === SFM_TAB ? SFM_TAB : 'sod';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === SFM_TAB ? { tab: SFM_TAB } : {}, { replace: true })}
      destroyOnHidden
      items={[
        {
          key: 'sod',
          label: t('fmeaLibrary.sod.tab.sod'),
          children: <SodStandardListPage kind={FMEA_KINDS.dfmea} />,
        },
        {
          key: SFM_TAB,
          label: <span data-testid="sfm-tab">{t('fmeaLibrary.sod.tab.sfm')}</span>,
          children: <SodStandardListPage kind={FMEA_KINDS.msr} />,
        },
      ]}
    />
  );
}

/** /PFMEAstandard */
export function PfmeaSodStandardListPage() {
  return <SodStandardListPage kind={FMEA_KINDS.pfmea} />;
}
