import { ImportOutlined } from '@ant-design/icons';
import type { DfmeaOptionDto } from '@qis/shared';
import { Badge, Button, Card, Flex, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../../locales';
import { ProjectLinkButtons } from '../../components/ProjectLinkButtons';
import {
  acceptCharacteristic,
  type CarriedCharacteristic,
  dropCharacteristic,
  fetchDfmeaOptions,
  linkDfmea,
} from '../../pfmea-links-api';
import { useProject } from '../../project/ProjectContext';
import { CarryCharacteristicsModal, SpecialTag } from './CarryCharacteristicsModal';
import type { LinkageState } from './useDfmeaLinkage';

/** A DFMEA as the link picker lists it: those of the same product first, tagged. */
const dfmeaOption = (option: DfmeaOptionDto) => (
  <span>
    {option.projectNO} {option.projectName}
    <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
      {option.owerIdName}
    </Typography.Text>
    {option.samePart && (
      <Tag color="green" style={{ marginInlineStart: 8 }}>
        {t('fmea.linkage.samePart')}
      </Tag>
    )}
  </span>
);

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
    <ProjectLinkButtons
      projectId={project.id}
      current={linkage.link?.dfmeaProjectId ?? null}
      fetchOptions={fetchDfmeaOptions}
      optionLabel={dfmeaOption}
      texts="fmea.linkage"
      changeWarning="fmea.linkage.changeConfirm"
      testId="fmea-dfmea"
      link={(dfmeaProjectId) => linkDfmea({ projectId: project.id, dfmeaProjectId, version: linkage.link?.version })}
      onLinked={state.set}
    >
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
    </ProjectLinkButtons>
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
