import { UploadOutlined } from '@ant-design/icons';
import type { BomImportError } from '@qis/shared';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Table,
  Typography,
  Upload,
  type UploadProps,
} from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import { ApiError, CODE_BUSINESS_ERROR } from '../../../shell/http';
import { checkBomFile, importBomFile, uploadImportFile } from '../api';
import { usePlatforms } from '../usePlatforms';

const ACCEPT = '.xls,.xlsx';
const isWorkbookName = (name: string) => /\.(xlsx?)$/i.test(name);

interface Header {
  importType: '1' | '2';
  productPlatform?: string;
  bomNo: string;
  name: string;
}

/**
 * 导入BOM: the BOM's number, name and import type ('2' needs a product platform: 请选择产品平台), then an .xls/.xlsx
 * imported whole. A refused file (9999) shows the per-row report of checkImportBom.
 */
export function ImportBomModal({ onClose, onImported }: { onClose: () => void; onImported: (id: string) => void }) {
  const [form] = Form.useForm<Header>();
  const importType = Form.useWatch('importType', form);
  const platforms = usePlatforms();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BomImportError[] | null>(null);

  const importFile = async (file: File) => {
    let header: Header;
    try {
      header = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setReport(null);
    let body: Parameters<typeof importBomFile>[0] | null = null;
    try {
      body = {
        filePath: await uploadImportFile(file),
        importType: header.importType,
        productPlatform: header.productPlatform ?? null,
        bomNo: header.bomNo.trim(),
        name: header.name.trim(),
      };
      const done = await importBomFile(body);
      toast.success(t('fmeaLibrary.bomImport.done', { lines: done.lineCount, parts: done.createdPartCount }));
      onImported(done.id);
    } catch (error) {
      const refused = error instanceof ApiError && error.code === CODE_BUSINESS_ERROR;
      const check = refused && body ? await checkBomFile(body).catch(() => null) : null;
      if (check && check.errors.length > 0) setReport(check.errors);
      else toast.error((error instanceof Error && error.message) || t('fmeaLibrary.import.failed'));
    } finally {
      setBusy(false);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isWorkbookName(file.name)) {
      toast.error(t('fmeaLibrary.import.accept'));
      return Upload.LIST_IGNORE;
    }
    void importFile(file);
    return false;
  };

  return (
    <Modal
      open
      width={report ? 860 : 600}
      title={t('fmeaLibrary.bomImport.title')}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={onClose} disabled={busy}>
          {t('fmeaLibrary.import.report.close')}
        </Button>,
      ]}
      data-testid="import-bom-modal"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('fmeaLibrary.bomImport.hint')}
        </Typography.Paragraph>
        <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} initialValues={{ importType: '1' }}>
          <Form.Item name="importType" label={t('fmeaLibrary.bomImport.type')}>
            <Radio.Group
              options={[
                { value: '1', label: t('fmeaLibrary.bomImport.type.1') },
                { value: '2', label: t('fmeaLibrary.bomImport.type.2') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="productPlatform"
            label={t('fmeaLibrary.bom.platform')}
            rules={importType === '2' ? [{ required: true, message: t('fmeaLibrary.bomImport.platformRequired') }] : []}
          >
            <Select
              allowClear
              options={platforms.map((p) => ({ value: p.code, label: p.name }))}
              data-testid="import-bom-platform"
            />
          </Form.Item>
          <Form.Item
            name="bomNo"
            label={t('fmeaLibrary.bom.bomNo')}
            rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.bom.bomNo.required') }]}
          >
            <Input maxLength={64} data-testid="import-bom-no" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('fmeaLibrary.bom.name')}
            rules={[{ required: true, whitespace: true, message: t('fmeaLibrary.bom.name.required') }]}
          >
            <Input maxLength={100} data-testid="import-bom-name" />
          </Form.Item>
        </Form>
        <Upload accept={ACCEPT} showUploadList={false} maxCount={1} disabled={busy} beforeUpload={beforeUpload}>
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="import-bom-choose">
            {busy ? t('fmeaLibrary.import.uploading') : t('fmeaLibrary.bomImport.choose')}
          </Button>
        </Upload>
        {report && (
          <>
            <Alert type="error" showIcon title={t('fmeaLibrary.bomImport.report.title', { count: report.length })} />
            <Table<BomImportError>
              rowKey="row"
              size="small"
              dataSource={report}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ y: 360 }}
              data-testid="import-bom-report"
              columns={[
                { title: t('fmeaLibrary.import.report.row'), dataIndex: 'row', width: 80 },
                { title: t('fmeaLibrary.import.report.partNo'), dataIndex: 'partNo', width: 160 },
                {
                  title: t('fmeaLibrary.import.report.messages'),
                  dataIndex: 'messages',
                  render: (messages: string[]) => messages.join('；'),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
