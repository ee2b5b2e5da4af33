import { Card, Col, Empty, Row } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import type { DictionaryTypeDto } from '../api';
import { ItemPanel } from '../components/ItemPanel';
import { TypePanel } from '../components/TypePanel';

/** /Dictionary: dictionary types on the left, the items of the selected type on the right. */
export function DictionaryPage() {
  const [selected, setSelected] = useState<DictionaryTypeDto | null>(null);
  const [itemsChanged, setItemsChanged] = useState(0);

  return (
    <Card title={t('menu.dictionary')}>
      <Row gutter={16}>
        <Col xs={24} xl={9}>
          <TypePanel selected={selected} onSelect={setSelected} reloadSignal={itemsChanged} />
        </Col>
        <Col xs={24} xl={15}>
          {selected ? (
            <ItemPanel key={selected.id} type={selected} onItemsChanged={() => setItemsChanged((n) => n + 1)} />
          ) : (
            <Card size="small">
              <Empty description={t('dictionary.items.pick')} />
            </Card>
          )}
        </Col>
      </Row>
    </Card>
  );
}
