import { Card, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../../locales';
import { PageLoading } from '../../../shell/components/PageLoading';
import type { ProjectDto } from '../api';
import { VersionsPanel } from '../components/VersionsPanel';
import { useFmeaApi, useFmeaKind, useKindPaths } from '../project/FmeaKindContext';
import { kindText } from '../project/kind-paths';

/** /dHistory/{id} and /pHistory/{id}: an FMEA's results versions, with compare (read-only: versions are released on the results node). */
export function HistoryPage() {
  const { fetchProject } = useFmeaApi();
  const kind = useFmeaKind();
  const paths = useKindPaths();
  const { id } = useParams();
  const [project, setProject] = useState<ProjectDto | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!id) return;
    fetchProject(id)
      .then(setProject)
      .catch(() => setFailed(true));
  }, [id, fetchProject]);
  if (failed) return <Result status="404" title={t('request.error.default')} />;
  if (!project) return <PageLoading />;
  return (
    <Card
      title={`${t(kindText('fmea.history.title', kind))}：${project.projectName}`}
      extra={<Link to={`${paths.project}/${project.id}?node=results`}>{t('fmea.node.results')}</Link>}
    >
      <VersionsPanel projectId={project.id} canRelease={false} />
    </Card>
  );
}
