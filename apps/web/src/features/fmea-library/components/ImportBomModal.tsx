import type { BomImportError } from '@qis/shared';
import { Form, Input, Radio, Select } from 'antd';
import { t } from '../../../locales';
import { importOrReport, WorkbookImportModal } from '../../../shell/components/WorkbookImportModal';
import { toast } from '../../../shell/feedback';
import { checkBomFile, importBomFile, uploadImportFile } from '../api';
import { usePlatforms } from '../usePlatforms';
import { importTexts } from './import-texts';

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
  const importFile = async (file: File) => {
    let header: Header;
    try {
      header = await form.validateFields();
    } catch {
      return undefined;
    }
    const body = {
      filePath: await uploadImportFile(file),
      importType: header.importType,
      productPlatform: header.productPlatform ?? null,
      bomNo: header.bomNo.trim(),
      name: header.name.trim(),
    };
    return importOrReport<BomImportError>(
      async () => {
        const done = await importBomFile(body);
        toast.success(t('fmeaLibrary.bomImport.done', { lines: done.lineCount, parts: done.createdPartCount }));
        onImported(done.id);
      },
      () => checkBomFile(body),
    );
  };

  return (
    <WorkbookImportModal<BomImportError>
      testId="import-bom"
      title={t('fmeaLibrary.bomImport.title')}
      width={600}
      hint={t('fmeaLibrary.bomImport.hint')}
      header={
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
      }
      texts={importTexts(t('fmeaLibrary.bomImport.choose'), (count) =>
        t('fmeaLibrary.bomImport.report.title', { count }),
      )}
      reportKey={{ title: t('fmeaLibrary.import.report.partNo'), dataIndex: 'partNo' }}
      importFile={importFile}
      onClose={onClose}
    />
  );
}
