import '../texts';
import { P } from '@qis/shared';
import { Button, Card, Col, Input, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../../locales';
import { Authorized } from '../../../../shell/auth/Authorized';
import { ClassificationTree } from '../components/ClassificationTree';
import { ProcessTable } from '../components/ProcessTable';
import { useClassifications } from '../useClassifications';

/** /process: the process flows, filtered by classification (with those below it) and keyword; new, open, copy. */
export function ProcessListPage() {
  const navigate = useNavigate();
  const tree = useClassifications();
  const [classificationId, setClassificationId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const filter = useMemo(
    () => ({ keyword, classificationId: classificationId ?? undefined }),
    [keyword, classificationId],
  );
  return (
    <Card
      title={t('fmeaProcess.list.title')}
      extra={
        <Authorized permission={P.fmea.Process.key} action="add">
          <Button type="primary" onClick={() => navigate('/addProcess')} data-testid="process-add">
            {t('fmeaProcess.list.add')}
          </Button>
        </Authorized>
      }
    >
      <Row gutter={16}>
        <Col xs={24} xl={6}>
          <Card size="small" title={t('fmeaProcess.class.title')}>
            <ClassificationTree
              nodes={tree.nodes}
              loading={tree.loading}
              selectedId={classificationId}
              onSelect={(node) => setClassificationId(node?.id ?? null)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={18}>
          <Input.Search
            allowClear
            placeholder={t('fmeaProcess.list.search')}
            maxLength={100}
            style={{ width: 300, marginBottom: 12 }}
            onSearch={(value) => setKeyword(value.trim() || undefined)}
            data-testid="process-search"
          />
          <ProcessTable filter={filter} onChanged={() => void tree.reload()} />
        </Col>
      </Row>
    </Card>
  );
}
