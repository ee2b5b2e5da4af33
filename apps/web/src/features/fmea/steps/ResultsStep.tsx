import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchIsAdmin } from '../analysis-api';
import type { ResultTables } from '../api';
import { VersionsPanel } from '../components/VersionsPanel';
import { useFmeaApi } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';

function ApCounts({ title, counts }: { title: string; counts: ResultTables['apBefore'] }) {
  return (
    <Card size="small" title={title}>
      <Flex gap={24}>
        <Statistic title="H" value={counts.H} styles={{ content: { color: '#cf1322' } }} />
        <Statistic title="M" value={counts.M} styles={{ content: { color: '#d48806' } }} />
        <Statistic title="L" value={counts.L} styles={{ content: { color: '#389e0d' } }} />
        <Statistic title={t('fmea.results.unrated')} value={counts.unrated} />
      </Flex>
    </Card>
  );
}

/**
 * Step 7, results documentation: the AP summary before and after the actions, and the results versions. A tenant
 * administrator who may not write the project (not on its team with edit rights) releases through the admin path.
 */
export function ResultsStep() {
  const { fetchResultTables } = useFmeaApi();
  const { project, readOnly, readOnlyView, reload } = useProject();
  const [tables, setTables] = useState<ResultTables | null>(null);
  const [isAdmin, setIsAdmin] = useState(false);
  const mayAskAdmin = readOnly && !readOnlyView;
  useEffect(() => {
    if (mayAskAdmin) void fetchIsAdmin().then(setIsAdmin);
  }, [mayAskAdmin]);
  const asAdmin = mayAskAdmin && isAdmin;
  const load = useCallback(() => {
    fetchResultTables(project.id)
      .then(setTables)
      .catch(() => undefined);
  }, [project.id, fetchResultTables]);
  useEffect(() => load(), [load]);
  return (
    <Flex vertical gap={12}>
      {tables && (
        <>
          <Row gutter={12} data-testid="fmea-results-summary">
            <Col span={12}>
              <ApCounts title={t('fmea.results.apBefore')} counts={tables.apBefore} />
            </Col>
            <Col span={12}>
              <ApCounts title={t('fmea.results.apAfter')} counts={tables.apAfter} />
            </Col>
          </Row>
          <Typography.Text type={tables.highWithoutAction > 0 ? 'danger' : 'secondary'}>
            {t('fmea.results.highWithoutAction', { n: tables.highWithoutAction })}
          </Typography.Text>
        </>
      )}
      <VersionsPanel
        projectId={project.id}
        canRelease={!readOnly || asAdmin}
        asAdmin={asAdmin}
        onReleased={() => {
          load();
          void reload();
        }}
      />
    </Flex>
  );
}
