import type { PartTypeNode } from '@qis/shared';
import { Card, Col, Row } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { PartsPanel } from '../components/PartsPanel';
import { PartTypeTree } from '../components/PartTypeTree';
import { usePartTypes } from '../usePartTypes';

/** /productList: the parts library, filtered by a part type of the tree on the left (with its sub-types). */
export function PartsPage() {
  const { nodes, loading, reload } = usePartTypes();
  const [type, setType] = useState<PartTypeNode | null>(null);
  return (
    <Card title={t('fmeaLibrary.parts.title')}>
      <Row gutter={16}>
        <Col xs={24} xl={5}>
          <Card size="small" title={type ? type.name : t('fmeaLibrary.parts.allTypes')}>
            <PartTypeTree nodes={nodes} loading={loading} selectedId={type?.id ?? null} onSelect={setType} />
          </Card>
        </Col>
        <Col xs={24} xl={19}>
          <PartsPanel types={nodes} typeId={type?.id ?? null} onPartsChanged={() => void reload()} />
        </Col>
      </Row>
    </Card>
  );
}
