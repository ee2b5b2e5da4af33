import type { PartTypeNode } from '@qis/shared';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { PartsPanel } from '../components/PartsPanel';
import { PartTypeTree } from '../components/PartTypeTree';
import { usePartTypes } from '../usePartTypes';

/** /FMEAProductListType: the part type tree (add, rename, move, delete) and the parts of the selected type. */
export function PartTypesPage() {
  const { nodes, loading, reload } = usePartTypes();
  const [type, setType] = useState<PartTypeNode | null>(null);
  return (
    <Card title={t('fmeaLibrary.types.title')}>
      <Typography.Paragraph type="secondary">{t('fmeaLibrary.types.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} xl={8}>
          <Card size="small">
            <PartTypeTree
              nodes={nodes}
              loading={loading}
              selectedId={type?.id ?? null}
              onSelect={setType}
              editable={{ onChanged: () => void reload() }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <Card size="small" title={type ? t('fmeaLibrary.types.partsOf', { name: type.name }) : undefined}>
            {type ? (
              <PartsPanel key={type.id} types={nodes} typeId={type.id} onPartsChanged={() => void reload()} />
            ) : (
              <Empty description={t('fmeaLibrary.types.pick')} />
            )}
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
