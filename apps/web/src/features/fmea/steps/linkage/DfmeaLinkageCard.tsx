import { ImportOutlined, LinkOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Flex, List, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../../locales';
import { acceptCharacteristic, type CarriedCharacteristic, dropCharacteristic, linkDfmea } from '../../pfmea-links-api';
import { useProject } from '../../project/ProjectContext';
import { CarryCharacteristicsModal, SpecialTag } from './CarryCharacteristicsModal';
import { DfmeaLinkModal } from './DfmeaLinkModal';
import type { LinkageState } from './useDfmeaLinkage';

function ChangeLines({ carried }: { carried: CarriedCharacteristic }) {
  if (carried.status === 'removed')
    return <Typography.Text type="danger">{t('fmea.linkage.change.removed')}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {carried.changes.map((change) =>
        change.field === 'requirement' ? (
          <Typography.Text key="requirement" data-testid="fmea-linkage-change">
            {t(`fmea.linkage.change.requirement.${change.kind}`)}：
            <Typography.Text delete>{change.before}</Typography.Text>
            {' → '}
            <Typography.Text strong>{change.after}</Typography.Text>
          </Typography.Text>
        ) : (
          <Typography.Text key="special" data-testid="fmea-linkage-change">
            {t('fmea.linkage.change.specialCharacteristic')}：
            {change.before ? <SpecialTag value={change.before} /> : t('fmea.linkage.noSpecial')}
            {' → '}
            {change.after ? <SpecialTag value={change.after} /> : t('fmea.linkage.noSpecial')}
          </Typography.Text>
        ),
      )}
    </Flex>
  );
}

/**
 * The PFMEA's DFMEA linkage above its function list: the linked DFMEA (picked among those of the same product),
 * carrying its product characteristics into process steps, and the changes the DFMEA made since, each accepted (the
 * PFMEA function takes it) or no longer followed.
 */
export function DfmeaLinkageCard({ state }: { state: LinkageState }) {
  const { project, net, readOnly, run, reload } = useProject();
  const { linkage } = state;
  const [picking, setPicking] = useState(false);
  const [carrying, setCarrying] = useState(false);
  const labels = useMemo(() => {
    const elements = new Map(net.elements.map((e) => [e.id, e]));
    return new Map(
      net.functions.map((f) => {
        const element = elements.get(f.elementId);
        return [f.id, `${element?.number ? `${element.number} ` : ''}${element?.name ?? ''} · ${f.name}`];
      }),
    );
  }, [net]);
  if (!linkage) return null;
  const pending = linkage.carried.filter((c) => c.status !== 'current');

  const link = async (dfmeaProjectId: string | null) => {
    const linked = await run(
      () => linkDfmea({ projectId: project.id, dfmeaProjectId, version: linkage.link?.version }),
      t(dfmeaProjectId ? 'fmea.linkage.linked' : 'fmea.linkage.unlinked'),
    );
    if (linked) state.set(linked);
    return !!linked;
  };
  const accept = async (carried: CarriedCharacteristic) => {
    const result = await run(() => acceptCharacteristic(project.id, carried), t('fmea.linkage.accepted'));
    if (!result) return;
    state.set(result.linkage);
    await reload();
  };
  const drop = async (carried: CarriedCharacteristic) => {
    const result = await run(() => dropCharacteristic(project.id, carried), t('fmea.linkage.dropped'));
    if (result) state.set(result);
  };

  const buttons = !readOnly && (
    <Space>
      {linkage.link && (
        <Button
          type="primary"
          icon={<ImportOutlined />}
          onClick={() => setCarrying(true)}
          data-testid="fmea-carry-characteristics"
        >
          {t('fmea.linkage.carry')}
        </Button>
      )}
      <Button icon={<LinkOutlined />} onClick={() => setPicking(true)} data-testid="fmea-dfmea-link">
        {t(linkage.link ? 'fmea.linkage.change' : 'fmea.linkage.link')}
      </Button>
      {linkage.link && (
        <Popconfirm title={t('fmea.linkage.unlinkConfirm')} onConfirm={() => link(null)}>
          <Button danger data-testid="fmea-dfmea-unlink">
            {t('fmea.linkage.unlink')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <Card size="small" title={t('fmea.linkage.title')} extra={buttons} data-testid="fmea-dfmea-linkage">
      {!linkage.link ? (
        <Typography.Text type="secondary">{t('fmea.linkage.none')}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Space wrap>
            <Typography.Text strong data-testid="fmea-dfmea-linked">
              {linkage.link.projectNO} {linkage.link.projectName}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('fmea.linkage.summary', {
                total: linkage.characteristics.length,
                carried: linkage.characteristics.filter((c) => c.carriedInto.length > 0).length,
              })}
            </Typography.Text>
          </Space>
        </Flex>
      )}
      {(pending.length > 0 || linkage.carried.length > 0) && (
        <Card
          size="small"
          type="inner"
          style={{ marginTop: 8 }}
          title={
            <Space>
              {t('fmea.linkage.changes')}
              {pending.length > 0 && (
                <Badge count={t('fmea.linkage.changesCount', { count: pending.length })} color="orange" />
              )}
            </Space>
          }
          data-testid="fmea-linkage-changes"
        >
          {pending.length === 0 ? (
            <Typography.Text type="secondary">{t('fmea.linkage.noChanges')}</Typography.Text>
          ) : (
            <List<CarriedCharacteristic>
              size="small"
              dataSource={pending}
              renderItem={(carried) => (
                <List.Item
                  data-testid="fmea-linkage-change-item"
                  actions={
                    readOnly
                      ? []
                      : [
                          <Button
                            key="accept"
                            type="primary"
                            size="small"
                            onClick={() => accept(carried)}
                            data-testid="fmea-linkage-accept"
                          >
                            {t('fmea.linkage.accept')}
                          </Button>,
                          <Popconfirm key="drop" title={t('fmea.linkage.dropConfirm')} onConfirm={() => drop(carried)}>
                            <Button size="small" type="link">
                              {t('fmea.linkage.drop')}
                            </Button>
                          </Popconfirm>,
                        ]
                  }
                >
                  <List.Item.Meta
                    title={labels.get(carried.functionId)}
                    description={
                      <Flex vertical gap={2}>
                        <Typography.Text type="secondary">
                          DFMEA：{carried.elementName} · {carried.functionName}
                        </Typography.Text>
                        <ChangeLines carried={carried} />
                      </Flex>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      )}
      {picking && (
        <DfmeaLinkModal
          projectId={project.id}
          current={linkage.link?.dfmeaProjectId ?? null}
          onClose={() => setPicking(false)}
          onPick={(id) => link(id)}
        />
      )}
      {carrying && linkage.link && (
        <CarryCharacteristicsModal
          linkage={linkage}
          net={net}
          onClose={() => setCarrying(false)}
          onCarried={(next) => {
            state.set(next);
            void reload();
          }}
        />
      )}
    </Card>
  );
}
