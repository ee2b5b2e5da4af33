import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { uploadFile } from '@qis/shared';
import { Avatar, Button, Flex, Modal, Progress, Typography, Upload, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import { t } from '../../../locales';
import { ROUTE_IDS } from '../../../shell/auth/guards';
import { invalidateCurrentUser } from '../../../shell/auth/session';
import { getAccessToken } from '../../../shell/auth/token';
import type { CurrentUser } from '../../../shell/auth/types';
import { toast } from '../../../shell/feedback';
import { API_BASE, DEFAULT_TIMEOUT_MS } from '../../../shell/http';
import { saveAvatar } from '../api';
import {
  AVATAR_ACCEPT,
  avatarSaveProblem,
  changeImageBody,
  checkAvatarFile,
  controlsDisabled,
  serverMessageOf,
  type UploadOutcome,
  type UploadPhase,
  type UploadResult,
  uploadOutcome,
  uploadProgress,
} from '../rules';

/** POST /qis/api/app/Common/UploadFile (multipart field `file`). */
const UPLOAD_URL = `${API_BASE}${uploadFile.path}`;
const PREVIEW_SIZE = 128;

export interface ChangeAvatarModalProps {
  open: boolean;
  onClose: () => void;
  /** Called after the avatar was saved, with the new image path. */
  onSaved?: (imagePath: string) => void;
}

/**
 * 更换头像: picks a jpg/jpeg/png image of at most 2 MB, uploads it (progress 0 / 50 / 100 %), previews it and saves
 * it as the user's avatar. After saving, the cached current user is dropped and the loaders revalidated so the
 * header shows the new avatar.
 */
export function ChangeAvatarModal({ open, onClose, onSaved }: ChangeAvatarModalProps) {
  const revalidator = useRevalidator();
  const user = useRouteLoaderData(ROUTE_IDS.session) as CurrentUser | undefined;
  const [phase, setPhase] = useState<UploadPhase>('begin');
  const [uploaded, setUploaded] = useState<UploadResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Each upload gets a number; an answer for an older upload (or from before the modal reopened) is ignored. */
  const attempt = useRef(0);

  useEffect(() => {
    if (!open) return;
    attempt.current += 1;
    setPhase('begin');
    setUploaded(null);
    setFailure(null);
    setSaving(false);
  }, [open]);

  const busy = controlsDisabled(phase);
  const progress = uploadProgress(phase);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkAvatarFile(file);
    if (problem) {
      toast.error(t(problem));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const finish = (id: number, outcome: UploadOutcome) => {
    if (id !== attempt.current) return;
    if (outcome.ok) {
      setUploaded(outcome.result);
      setFailure(null);
      setPhase('success');
      return;
    }
    const message = outcome.message ?? t('personal.avatar.upload.failed');
    setUploaded(null);
    setFailure(message);
    setPhase('exception');
    toast.error(message);
  };

  /** antd's own XHR upload, with the bearer token of the moment and the client's timeout. */
  const customRequest: UploadProps['customRequest'] = (options, { defaultRequest }) => {
    attempt.current += 1;
    const id = attempt.current;
    setPhase('active');
    setFailure(null);
    let settled = false;
    let timer = 0;
    const settle = () => {
      if (settled) return false;
      settled = true;
      window.clearTimeout(timer);
      return true;
    };
    const token = getAccessToken();
    const request = defaultRequest({
      ...options,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      onSuccess: (body, xhr) => {
        if (!settle()) return;
        options.onSuccess?.(body, xhr);
        finish(id, uploadOutcome(body));
      },
      onError: (error, body) => {
        if (!settle()) return;
        options.onError?.(error, body);
        finish(id, { ok: false, message: serverMessageOf(body) });
      },
    });
    timer = window.setTimeout(() => {
      if (!settle()) return;
      request?.abort();
      finish(id, { ok: false, message: null });
    }, DEFAULT_TIMEOUT_MS);
    return {
      abort() {
        if (settle()) request?.abort();
      },
    };
  };

  const onSave = async () => {
    if (saving) return;
    const problem = avatarSaveProblem(phase, uploaded);
    if (problem || !uploaded) {
      toast.warning(t(problem ?? 'personal.avatar.save.empty'));
      return;
    }
    setSaving(true);
    try {
      await saveAvatar(changeImageBody(uploaded));
    } catch {
      toast.error(t('personal.avatar.save.failed'));
      setSaving(false);
      return;
    }
    toast.success(t('personal.avatar.saved'));
    invalidateCurrentUser();
    void revalidator.revalidate();
    setSaving(false);
    onSaved?.(uploaded.filePath);
    onClose();
  };

  const previewUrl = uploaded?.filePath ?? user?.logoUrl ?? undefined;

  return (
    <Modal
      open={open}
      title={t('personal.avatar.title')}
      onCancel={busy || saving ? undefined : onClose}
      closable={!busy && !saving}
      keyboard={!busy && !saving}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy || saving} data-testid="avatar-cancel">
          {t('personal.avatar.cancel')}
        </Button>,
        // Save stays clickable during an upload so that it can say why it refuses (图片上传中,无法进行保存).
        <Button key="save" type="primary" loading={saving} onClick={onSave} data-testid="avatar-save">
          {t('personal.avatar.save')}
        </Button>,
      ]}
      data-testid="change-avatar-modal"
    >
      <Flex gap={32} align="flex-start" wrap>
        <Flex vertical gap={12} style={{ flex: '1 1 220px' }}>
          <Upload
            name="file"
            action={UPLOAD_URL}
            accept={AVATAR_ACCEPT}
            showUploadList={false}
            maxCount={1}
            disabled={busy || saving}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
          >
            <Button icon={<UploadOutlined />} disabled={busy || saving} data-testid="avatar-choose">
              {t('personal.avatar.choose')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('personal.avatar.hint')}</Typography.Text>
          <Progress percent={progress.percent} status={progress.status} data-testid="avatar-progress" />
          {failure ? (
            <Typography.Text type="danger" data-testid="avatar-upload-error">
              {failure}
            </Typography.Text>
          ) : null}
        </Flex>
        <Flex vertical align="center" gap={8}>
          <Avatar
            size={PREVIEW_SIZE}
            shape="square"
            src={previewUrl}
            icon={<UserOutlined />}
            alt={t('personal.avatar.preview')}
            data-testid="avatar-preview"
          />
          <Typography.Text type="secondary">{t('personal.avatar.preview')}</Typography.Text>
        </Flex>
      </Flex>
    </Modal>
  );
}
