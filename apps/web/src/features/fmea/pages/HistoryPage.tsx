import { Card, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../../locales';
import { PageLoading } from '../../../shell/components/PageLoading';
import { fetchProject, type ProjectDto } from '../api';
import { VersionsPanel } from '../components/VersionsPanel';

/** /dHistory/{id}: a DFMEA's results versions, with compare (read-only: versions are released on the results node). */
export function HistoryPage() {
  const { id } = useParams();
  const [project, setProject] = useState<ProjectDto | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!id) return;
    fetchProject(id)
      .then(setProject)
      .catch(() => setFailed(true));
  }, [id]);
  if (failed) return <Result status="404" title={t('request.error.default')} />;
  if (!project) return <PageLoading />;
  return (
    <Card
      title={`${t('fmea.history.title')}：${project.projectName}`}
      extra={<Link to={`/projectInfo/${project.id}?node=results`}>{t('fmea.node.results')}</Link>}
    >
      <VersionsPanel projectId={project.id} canRelease={false} />
    </Card>
  );
}
