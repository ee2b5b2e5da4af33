import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Empty, Flex, Form, Input, Row, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { t } from '../../../locales';
import { useCurrentUser } from '../../../shell/auth/hooks';
import { invalidateCurrentUser } from '../../../shell/auth/session';
import { toast } from '../../../shell/feedback';
import { ruleOf } from '../../../shell/form-rule';
import { ApiError } from '../../../shell/http';
import { fetchPersonalInfo, savePersonalInfo } from '../api';
import { ChangeAvatarModal } from '../components/ChangeAvatarModal';
import {
  emailProblem,
  NAME_MAX_LENGTH,
  nameProblem,
  type PersonalInfo,
  type ProfileFormValues,
  phoneProblem,
  toProfileUpdate,
} from '../rules';

const AVATAR_SIZE = 144;
/** The version check of PUT /api/app/user/perSonalInfo answers a stale version with 409. */
const HTTP_CONFLICT = 409;

function formValuesOf(info: PersonalInfo): ProfileFormValues & { userName: string; organizationName: string } {
  return {
    userName: info.userName,
    name: info.name,
    emailAddress: info.emailAddress ?? '',
    phoneNumber: info.phoneNumber ?? '',
    organizationName: info.organizationName ?? '',
  };
}

/** 基本设置 (/myself/baseSetting): the user's profile, and the avatar with 更换头像. */
export function BaseSettingPage() {
  const [form] = Form.useForm<ProfileFormValues>();
  const revalidator = useRevalidator();
  // The avatar is the signed-in user's, as the header shows it: an avatar saved through the header's menu while this
  // page is open updates it too (the profile loaded by the page is not reloaded then).
  const user = useCurrentUser();
  const [info, setInfo] = useState<PersonalInfo | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [avatarOpen, setAvatarOpen] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const loaded = await fetchPersonalInfo();
      if (!mounted.current) return;
      setInfo(loaded);
      setLoadFailed(false);
    } catch {
      // The HTTP client has shown the error.
      if (mounted.current) setLoadFailed(true);
    } finally {
      if (mounted.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // The form is rendered only once the profile is there; fill it whenever a fresh profile arrives.
  useEffect(() => {
    if (info) form.setFieldsValue(formValuesOf(info));
  }, [info, form]);

  const onFinish = async (values: ProfileFormValues) => {
    if (!info || saving) return;
    setSaving(true);
    try {
      const saved = await savePersonalInfo(toProfileUpdate(values, info.version));
      if (!mounted.current) return;
      setInfo(saved);
      toast.success(t('personal.baseSetting.saved'));
      invalidateCurrentUser();
      void revalidator.revalidate();
    } catch (error) {
      // The HTTP client has shown the server's message; a stale version reloads the profile someone else changed.
      if (error instanceof ApiError && error.status === HTTP_CONFLICT) await load();
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  const onAvatarSaved = (imagePath: string) => {
    setInfo((current) => (current ? { ...current, logoUrl: imagePath } : current));
  };

  return (
    <Card title={t('personal.baseSetting.title')} loading={loading && !info} data-testid="base-setting">
      {loadFailed && !info ? (
        <Empty description={t('personal.baseSetting.loadFailed')}>
          <Button onClick={() => void load()} data-testid="base-setting-reload">
            {t('personal.baseSetting.reload')}
          </Button>
        </Empty>
      ) : (
        <Row gutter={[48, 24]}>
          <Col xs={24} md={14} lg={12} xl={10}>
            <Form<ProfileFormValues>
              form={form}
              name="baseSetting"
              layout="vertical"
              autoComplete="off"
              onFinish={onFinish}
              disabled={!info}
            >
              <Form.Item name="userName" label={t('personal.baseSetting.userName')}>
                <Input disabled data-testid="base-setting-username" />
              </Form.Item>
              <Form.Item
                name="name"
                label={t('personal.baseSetting.name')}
                required
                rules={[ruleOf(nameProblem, { max: NAME_MAX_LENGTH })]}
              >
                <Input
                  maxLength={NAME_MAX_LENGTH}
                  placeholder={t('personal.baseSetting.name.placeholder')}
                  data-testid="base-setting-name"
                />
              </Form.Item>
              <Form.Item name="emailAddress" label={t('personal.baseSetting.email')} rules={[ruleOf(emailProblem)]}>
                <Input placeholder={t('personal.baseSetting.email.placeholder')} data-testid="base-setting-email" />
              </Form.Item>
              <Form.Item name="phoneNumber" label={t('personal.baseSetting.phone')} rules={[ruleOf(phoneProblem)]}>
                <Input
                  maxLength={11}
                  placeholder={t('personal.baseSetting.phone.placeholder')}
                  data-testid="base-setting-phone"
                />
              </Form.Item>
              <Form.Item name="organizationName" label={t('personal.baseSetting.organization')}>
                <Input disabled data-testid="base-setting-organization" />
              </Form.Item>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={saving} data-testid="base-setting-submit">
                  {t('personal.baseSetting.submit')}
                </Button>
              </Form.Item>
            </Form>
          </Col>
          <Col xs={24} md={10} lg={12} xl={14}>
            <Flex vertical align="flex-start" gap={16}>
              <Typography.Text>{t('personal.baseSetting.avatar')}</Typography.Text>
              <Avatar
                size={AVATAR_SIZE}
                src={user.logoUrl || info?.logoUrl || undefined}
                icon={<UserOutlined />}
                data-testid="base-setting-avatar"
              />
              <Button
                icon={<UploadOutlined />}
                onClick={() => setAvatarOpen(true)}
                disabled={!info}
                data-testid="base-setting-change-avatar"
              >
                {t('personal.baseSetting.changeAvatar')}
              </Button>
            </Flex>
          </Col>
        </Row>
      )}
      <ChangeAvatarModal open={avatarOpen} onClose={() => setAvatarOpen(false)} onSaved={onAvatarSaved} />
    </Card>
  );
}
