import { Alert, App, Button, Card, Empty, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { formatTime } from '../../../shell/utils/format-time';
import type { CompareDto, VersionSummary } from '../api';
import { useFmeaApi } from '../project/FmeaKindContext';

const CHANGE_COLORS = { added: 'green', removed: 'red', changed: 'orange' } as const;
const CURRENT = 'current';

/** A changed field's Chinese name (an unknown one shows as it is). */
function fieldName(field: string): string {
  const key = `fmea.fieldName.${field}` as MessageKey;
  const text = t(key);
  return text === key ? field : text;
}

/**
 * Results versions of a project: release one (with a note), list them, compare any two or one with the current net.
 * `asAdmin`: the caller releases as tenant administrator, not as a team member with write rights (the admin path,
 * after a confirmation); such versions are marked 管理员发布.
 */
export function VersionsPanel({
  projectId,
  canRelease,
  asAdmin = false,
  onReleased,
}: {
  projectId: string;
  canRelease: boolean;
  asAdmin?: boolean;
  onReleased?: () => void;
}) {
  const { compareVersions, fetchVersions, releaseVersion, releaseVersionAsAdmin } = useFmeaApi();
  const { modal } = App.useApp();
  const [versions, setVersions] = useState<VersionSummary[]>([]);
  const [note, setNote] = useState('');
  const [releasing, setReleasing] = useState(false);
  const [from, setFrom] = useState<string | undefined>();
  const [to, setTo] = useState<string>(CURRENT);
  const [comparison, setComparison] = useState<CompareDto | null>(null);
  const [comparing, setComparing] = useState(false);

  const load = useCallback(async () => {
    const list = await fetchVersions(projectId).catch(() => null);
    if (list) setVersions(list.items);
  }, [projectId, fetchVersions]);
  useEffect(() => {
    void load();
  }, [load]);

  const release = async () => {
    setReleasing(true);
    try {
      const created = asAdmin
        ? await releaseVersionAsAdmin(projectId, note.trim())
        : await releaseVersion(projectId, note.trim());
      setNote('');
      await load();
      onReleased?.();
      setFrom(created.id);
      return created;
    } catch {
      return null;
    } finally {
      setReleasing(false);
    }
  };
  const compare = async () => {
    if (!from) return;
    setComparing(true);
    try {
      setComparison(await compareVersions(from, to === CURRENT ? undefined : to));
    } catch {
      // the HTTP client has shown the message
    } finally {
      setComparing(false);
    }
  };
  const options = versions.map((v) => ({ value: v.id, label: `V${v.number}${v.note ? ` ${v.note}` : ''}` }));
  const counts = comparison
    ? {
        added: comparison.changes.filter((c) => c.change === 'added').length,
        removed: comparison.changes.filter((c) => c.change === 'removed').length,
        changed: comparison.changes.filter((c) => c.change === 'changed').length,
      }
    : null;

  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('fmea.results.versions')}>
        {canRelease && asAdmin && (
          <Alert type="info" showIcon title={t('fmea.results.adminHint')} style={{ marginBottom: 8 }} />
        )}
        {canRelease && (
          <Flex gap={8} style={{ marginBottom: 12 }}>
            <Input
              placeholder={t('fmea.results.note')}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
              style={{ width: 360 }}
              data-testid="fmea-release-note"
            />
            <Button
              type="primary"
              loading={releasing}
              onClick={
                asAdmin
                  ? () => modal.confirm({ title: t('fmea.results.adminConfirm'), onOk: () => release() })
                  : release
              }
              data-testid="fmea-release"
            >
              {t(asAdmin ? 'fmea.results.releaseAsAdmin' : 'fmea.results.release')}
            </Button>
          </Flex>
        )}
        <Table<VersionSummary>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={versions}
          locale={{ emptyText: t('fmea.results.empty') }}
          data-testid="fmea-versions"
          columns={[
            {
              title: t('fmea.results.number'),
              dataIndex: 'number',
              render: (n: number) => <Tag color="blue">V{n}</Tag>,
            },
            { title: t('fmea.results.note'), dataIndex: 'note' },
            { title: t('fmea.field.apTableVersion'), dataIndex: 'apTableVersion' },
            {
              title: t('fmea.results.creator'),
              dataIndex: 'creatorName',
              render: (name: string, version) => (
                <Flex gap={6} align="center">
                  {name}
                  {version.byAdmin && (
                    <Tag color="purple" data-testid="fmea-version-by-admin">
                      {t('fmea.results.byAdmin')}
                    </Tag>
                  )}
                </Flex>
              ),
            },
            { title: t('fmea.results.time'), dataIndex: 'creationTime', render: formatTime },
          ]}
        />
      </Card>
      <Card size="small" title={t('fmea.results.compare')}>
        {versions.length === 0 ? (
          <Empty description={t('fmea.results.empty')} />
        ) : (
          <>
            <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
              <span>{t('fmea.results.from')}</span>
              <Select
                style={{ width: 200 }}
                value={from}
                onChange={setFrom}
                options={options}
                data-testid="fmea-compare-from"
              />
              <span>{t('fmea.results.to')}</span>
              <Select
                style={{ width: 200 }}
                value={to}
                onChange={setTo}
                options={[{ value: CURRENT, label: t('fmea.results.current') }, ...options]}
                data-testid="fmea-compare-to"
              />
              <Button onClick={compare} disabled={!from} loading={comparing} data-testid="fmea-compare">
                {t('fmea.results.compare')}
              </Button>
            </Flex>
            {comparison && counts && (
              <>
                <Typography.Paragraph data-testid="fmea-compare-summary">
                  {comparison.changes.length === 0 ? t('fmea.results.noChanges') : t('fmea.results.summary', counts)}
                </Typography.Paragraph>
                <Table
                  rowKey={(c) => `${c.part}:${c.key}:${c.change}`}
                  size="small"
                  dataSource={comparison.changes}
                  pagination={{ pageSize: 20, showSizeChanger: false }}
                  data-testid="fmea-compare-changes"
                  columns={[
                    {
                      title: t('fmea.results.col.change'),
                      dataIndex: 'change',
                      width: 80,
                      render: (c: keyof typeof CHANGE_COLORS) => (
                        <Tag color={CHANGE_COLORS[c]}>{t(`fmea.results.change.${c}`)}</Tag>
                      ),
                    },
                    {
                      title: t('fmea.results.col.part'),
                      dataIndex: 'part',
                      width: 110,
                      render: (part: string) => t(`fmea.part.${part}` as MessageKey),
                    },
                    { title: t('fmea.results.col.label'), dataIndex: 'label' },
                    {
                      title: t('fmea.results.col.fields'),
                      dataIndex: 'fields',
                      render: (f: string[]) => f.map(fieldName).join('、'),
                    },
                  ]}
                />
              </>
            )}
          </>
        )}
      </Card>
    </Flex>
  );
}
