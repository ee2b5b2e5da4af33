import '../texts';
import { P } from '@qis/shared';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../../../locales';
import { useCan } from '../../../../shell/auth/useCan';
import type { ProcessClassificationNode } from '../api';
import { ClassificationTree } from '../components/ClassificationTree';
import { ProcessTable } from '../components/ProcessTable';
import { useClassifications } from '../useClassifications';

/**
 * /FMEAProcessClassification: the process classification tree (add, rename, move, delete) and, for a user who may
 * read the process flows, those of the selected classification.
 */
export function ProcessClassificationPage() {
  const tree = useClassifications();
  const [selected, setSelected] = useState<ProcessClassificationNode | null>(null);
  const canReadProcesses = useCan(P.fmea.Process.key, 'query');
  const filter = useMemo(() => ({ classificationId: selected?.id }), [selected]);
  return (
    <Card title={t('fmeaProcess.class.title')}>
      <Typography.Paragraph type="secondary">{t('fmeaProcess.class.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} xl={8}>
          <Card size="small">
            <ClassificationTree
              nodes={tree.nodes}
              loading={tree.loading}
              selectedId={selected?.id ?? null}
              onSelect={setSelected}
              editable={{ onChanged: () => void tree.reload() }}
            />
          </Card>
        </Col>
        {canReadProcesses && (
          <Col xs={24} xl={16}>
            <Card
              size="small"
              title={selected ? t('fmeaProcess.class.processesOf', { name: selected.name }) : undefined}
            >
              {selected ? (
                <ProcessTable key={selected.id} filter={filter} onChanged={() => void tree.reload()} />
              ) : (
                <Empty description={t('fmeaProcess.class.pick')} />
              )}
            </Card>
          </Col>
        )}
      </Row>
    </Card>
  );
}
