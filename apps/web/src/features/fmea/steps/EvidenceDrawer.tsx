import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { EvidenceFile, OptimizationAction } from '@qis/shared';
import { App, Button, Drawer, Empty, Flex, Input, List, Typography, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { formatTime } from '../../../shell/utils/format-time';
import { useFmeaApi } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx';

function sizeText(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The evidence files of one optimization action (step 6: "action taken with pointer to evidence"): the team downloads
 * them, editors upload more with a remark and delete them. Each change moves the action's version, so the project is
 * reloaded after it.
 */
export function EvidenceDrawer({ action, onClose }: { action: OptimizationAction | null; onClose: () => void }) {
  const { deleteEvidence, downloadEvidence, fetchEvidence, uploadEvidence } = useFmeaApi();
  const { project, net, readOnly, run, reload } = useProject();
  const { modal } = App.useApp();
  const [files, setFiles] = useState<EvidenceFile[]>([]);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  // The action as the net has it now (its version moves with every upload and delete).
  const current = action ? (net.actions.find((a) => a.id === action.id) ?? action) : null;

  const load = useCallback(async () => {
    if (!action) return;
    const answer = await run(() => fetchEvidence(project.id, action.id));
    if (answer) setFiles(answer.items);
  }, [action, project.id, run, fetchEvidence]);
  useEffect(() => {
    setRemark('');
    void load();
  }, [load]);

  const upload = async (file: File) => {
    if (!current) return;
    setBusy(true);
    const done = await run(
      () => uploadEvidence({ projectId: project.id, actionId: current.id, version: current.version, remark }, file),
      t('fmea.evidence.uploaded'),
    );
    setBusy(false);
    if (done) {
      setRemark('');
      await reload();
      await load();
    }
  };
  const remove = (file: EvidenceFile) =>
    modal.confirm({
      title: t('fmea.evidence.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        if (!current) return;
        const done = await run(
          () => deleteEvidence({ projectId: project.id, id: file.id, version: current.version }),
          t('fmea.evidence.deleted'),
        );
        if (done) {
          await reload();
          await load();
        }
      },
    });

  return (
    <Drawer
      open={action !== null}
      onClose={onClose}
      width={520}
      title={t('fmea.evidence.title', { action: action?.description ?? '' })}
      data-testid="fmea-evidence"
    >
      {!readOnly && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Input.TextArea
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            placeholder={t('fmea.evidence.remark')}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 4 }}
            data-testid="fmea-evidence-remark"
          />
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} data-testid="fmea-evidence-upload">
              {t('fmea.evidence.upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('fmea.evidence.hint')}
          </Typography.Text>
        </Flex>
      )}
      {files.length === 0 ? (
        <Empty description={t('fmea.evidence.empty')} />
      ) : (
        <List<EvidenceFile>
          dataSource={files}
          data-testid="fmea-evidence-list"
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="download"
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => void run(() => downloadEvidence(project.id, file.id))}
                >
                  {t('fmea.evidence.download')}
                </Button>,
                ...(readOnly
                  ? []
                  : [
                      <Button
                        key="delete"
                        type="link"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('fmea.evidence.delete')}
                        onClick={() => remove(file)}
                      />,
                    ]),
              ]}
            >
              <List.Item.Meta
                avatar={<PaperClipOutlined />}
                title={`${file.fileName}（${sizeText(file.size)}）`}
                description={
                  <>
                    {file.remark && <div>{file.remark}</div>}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('fmea.evidence.by', {
                        name: file.uploadedByName,
                        time: formatTime(file.uploadedAt),
                      })}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
