import { KNOWLEDGE_LIBRARY_POINTS, type KnowledgeCategory, type KnowledgeLibrary, P } from '@qis/shared';
import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { useGrantedPermissions } from '../../../shell/auth/AccessGate';
import { fetchKnowledgeTree, type KnowledgeTreeNode } from '../knowledge/api';
import { DvpLibraryPanel } from '../knowledge/DvpLibraryPanel';
import { InfluencingFactorPanel } from '../knowledge/InfluencingFactorPanel';
import { KnowledgePanel } from '../knowledge/KnowledgePanel';
import { KnowledgeTypeTree } from '../knowledge/KnowledgeTypeTree';
import '../knowledge/texts';

type TabKey = 'function' | 'FM' | 'FC' | 'FE' | 'measure' | 'dvp' | 'factor';

const TABS: Array<{ key: TabKey; library: KnowledgeLibrary | null; category: KnowledgeCategory | undefined }> = [
  { key: 'function', library: 'function', category: 'function' },
  { key: 'FM', library: 'failure', category: 'FM' },
  { key: 'FC', library: 'failure', category: 'FC' },
  { key: 'FE', library: 'failure', category: 'FE' },
  { key: 'measure', library: 'measure', category: undefined },
  { key: 'dvp', library: null, category: undefined },
  { key: 'factor', library: null, category: undefined },
];

/** The point a tab needs: its library's, the DVP library's, the influencing-factor library's. */
const tabPoint = (tab: (typeof TABS)[number]) =>
  tab.library
    ? KNOWLEDGE_LIBRARY_POINTS[tab.library].key
    : tab.key === 'dvp'
      ? P.fmea.DVPLibrary.key
      : P.fmea.InfluencingFactorLibrary.key;

/**
 * /DFMEAknowledgeList: the knowledge base by part type (tree on the left with each type's entries of the open tab),
 * a tab per category (functions, failure modes, causes, effects, controls), the DVP library and the P-diagram's
 * influencing-factor library, each shown to holders of its library point.
 */
export function KnowledgeListPage() {
  const granted = useGrantedPermissions();
  const tabs = TABS.filter((tab) => granted.has(tabPoint(tab)));
  const [active, setActive] = useState<TabKey>(() => tabs[0]?.key ?? 'function');
  const tab = tabs.find((x) => x.key === active) ?? tabs[0];
  const [typeId, setTypeId] = useState<string | undefined>();
  const [typeName, setTypeName] = useState<string | undefined>();
  const [nodes, setNodes] = useState<KnowledgeTreeNode[]>([]);
  const [loading, setLoading] = useState(true);

  // The tree of every type with the open tab's counts (the DVP and factor tabs show the types without counts).
  const library = tab?.library ?? 'function';
  const category = tab?.category;
  const loadTree = useCallback(async () => {
    setLoading(true);
    try {
      setNodes(await fetchKnowledgeTree(library, { allNodes: true, maxEntries: 0, ...(category ? { category } : {}) }));
    } catch {
      // the HTTP client has shown the message
    } finally {
      setLoading(false);
    }
  }, [library, category]);
  useEffect(() => void loadTree(), [loadTree]);

  if (!tab) return null;
  return (
    <Card title={t('knowledge.title')}>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('knowledge.hint')}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} xl={5}>
          <Card size="small" title={typeName ?? t('knowledge.allTypes')}>
            <KnowledgeTypeTree
              nodes={nodes}
              loading={loading}
              selected={typeId}
              showCounts={tab.library !== null}
              onSelect={(key, node) => {
                setTypeId(key);
                setTypeName(node ? (node.typeId ? node.name : t('knowledge.unclassified')) : undefined);
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={19}>
          <Tabs
            activeKey={tab.key}
            onChange={(key) => setActive(key as TabKey)}
            items={tabs.map((x) => ({ key: x.key, label: t(`knowledge.tab.${x.key}`) }))}
            data-testid="knowledge-tabs"
          />
          {tab.library ? (
            <KnowledgePanel
              key={tab.key}
              library={tab.library}
              category={tab.category}
              typeId={typeId}
              types={nodes}
              onChanged={() => void loadTree()}
            />
          ) : tab.key === 'dvp' ? (
            <DvpLibraryPanel typeId={typeId} types={nodes} />
          ) : (
            <InfluencingFactorPanel typeId={typeId} types={nodes} />
          )}
        </Col>
      </Row>
    </Card>
  );
}
