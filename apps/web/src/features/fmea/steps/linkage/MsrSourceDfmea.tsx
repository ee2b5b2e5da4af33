import { ImportOutlined } from '@ant-design/icons';
import type { DfmeaOptionDto } from '@qis/shared';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../../locales';
import { toast } from '../../../../shell/feedback';
import { ProjectLinkButtons } from '../../components/ProjectLinkButtons';
import {
  copyMsrSource,
  fetchMsrSource,
  fetchMsrSourceOptions,
  linkMsrSource,
  type MsrSource,
} from '../../msr-source-api';
import { useProject } from '../../project/ProjectContext';

/** A DFMEA as the picker lists it: those of the same product first, tagged. */
const dfmeaOption = (option: DfmeaOptionDto) => (
  <span>
    {option.projectNO} {option.projectName}
    <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
      {option.owerIdName}
    </Typography.Text>
    {option.samePart && (
      <Tag color="green" style={{ marginInlineStart: 8 }}>
        {t('fmea.msrSource.samePart')}
      </Tag>
    )}
  </span>
);

/**
 * An FMEA-MSR's source DFMEA on its structure tree node: pick a DFMEA of the same product, copy its structure,
 * functions and failures into this net (again later: only what is new there), and open it (the link back).
 */
export function MsrSourceDfmea() {
  const { project, net, readOnly, run, reload } = useProject();
  const [state, setState] = useState<MsrSource | null>(null);
  const [copying, setCopying] = useState(false);
  const load = useCallback(
    () =>
      fetchMsrSource(project.id)
        .then(setState)
        .catch(() => undefined),
    [project.id],
  );
  // Read again whenever the net changed (an element removed here can be copied again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: net is the trigger, not an input
  useEffect(() => {
    void load();
  }, [load, net]);
  if (!state) return null;
  const { link, copied, pending } = state;
  const pendingTotal = Object.values(pending).reduce((sum, n) => sum + n, 0);

  const copy = async () => {
    setCopying(true);
    const result = await run(() => copyMsrSource(project.id));
    setCopying(false);
    if (!result) return;
    const { created } = result;
    if (created.elements + created.functions + created.failures + created.functionLinks + created.failureLinks === 0)
      toast.warning(t('fmea.msrSource.nothingToCopy'));
    else toast.success(t('fmea.msrSource.copied', created));
    if (result.skippedLinks > 0) toast.warning(t('fmea.msrSource.skipped', { count: result.skippedLinks }));
    setState(result.source);
    await reload();
  };

  const buttons = !readOnly && (
    <ProjectLinkButtons
      projectId={project.id}
      current={link?.dfmeaProjectId ?? null}
      fetchOptions={fetchMsrSourceOptions}
      optionLabel={dfmeaOption}
      texts="fmea.msrSource"
      changeWarning="fmea.msrSource.changeConfirm"
      testId="fmea-msr-source"
      link={(dfmeaProjectId) => linkMsrSource(project.id, dfmeaProjectId, link?.version)}
      onLinked={setState}
    >
      {link && (
        <Button
          type="primary"
          icon={<ImportOutlined />}
          loading={copying}
          disabled={pendingTotal === 0}
          onClick={copy}
          data-testid="fmea-msr-source-copy"
        >
          {t('fmea.msrSource.copy')}
        </Button>
      )}
    </ProjectLinkButtons>
  );

  return (
    <Card
      size="small"
      type="inner"
      title={t('fmea.msrSource.title')}
      extra={buttons}
      style={{ marginBottom: 12 }}
      data-testid="fmea-msr-source"
    >
      {!link ? (
        <Typography.Text type="secondary">{t('fmea.msrSource.none')}</Typography.Text>
      ) : (
        <Flex vertical gap={4}>
          <Typography.Text>
            {t('fmea.msrSource.source')}
            <Link to={`/projectInfo/${link.dfmeaProjectId}`} data-testid="fmea-msr-source-open">
              {link.projectNO} {link.projectName}
            </Link>
          </Typography.Text>
          <Typography.Text type="secondary">{t('fmea.msrSource.copiedSummary', copied)}</Typography.Text>
          <Typography.Text type={pendingTotal > 0 ? 'warning' : 'success'} data-testid="fmea-msr-source-pending">
            {pendingTotal > 0 ? t('fmea.msrSource.pending', pending) : t('fmea.msrSource.upToDate')}
          </Typography.Text>
          <Typography.Text type="secondary">{t('fmea.msrSource.hint')}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
