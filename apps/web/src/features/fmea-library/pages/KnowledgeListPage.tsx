import {
  FMEA_KINDS,
  KNOWLEDGE_KIND_POINTS,
  type KnowledgeCategory,
  type KnowledgeKind,
  type KnowledgeLibrary,
  P,
} from '@qis/shared';
import { Card, Col, Row, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useGrantedPermissions } from '../../../shell/auth/AccessGate';
import { fetchKnowledgeGroups, fetchKnowledgeTree, type KnowledgeTreeNode } from '../knowledge/api';
import { DvpLibraryPanel } from '../knowledge/DvpLibraryPanel';
import { InfluencingFactorPanel } from '../knowledge/InfluencingFactorPanel';
import { KnowledgePanel } from '../knowledge/KnowledgePanel';
import { KnowledgeTypeTree } from '../knowledge/KnowledgeTypeTree';
import { groupTreeNodes, isPfmeaKind, workElementLabel } from '../knowledge/places';
import '../knowledge/texts';

type TabKey = 'function' | 'FM' | 'FC' | 'FE' | 'measure' | 'dvp' | 'factor';

interface Tab {
  key: TabKey;
  library: KnowledgeLibrary | null;
  category: KnowledgeCategory | undefined;
}

const LIBRARY_TABS: Tab[] = [
  { key: 'function', library: 'function', category: 'function' },
  { key: 'FM', library: 'failure', category: 'FM' },
  { key: 'FC', library: 'failure', category: 'FC' },
  { key: 'FE', library: 'failure', category: 'FE' },
  { key: 'measure', library: 'measure', category: undefined },
];
/** The DFMEA's design libraries beside its knowledge base: DVP tests and the P-diagram's influencing factors. */
const DFMEA_TABS: Tab[] = [
  ...LIBRARY_TABS,
  { key: 'dvp', library: null, category: undefined },
  { key: 'factor', library: null, category: undefined },
];

/** The point a tab needs: its library's (of the kind), the DVP library's, the influencing-factor library's. */
const tabPoint = (kind: KnowledgeKind, tab: Tab) =>
  tab.library
    ? KNOWLEDGE_KIND_POINTS[kind][tab.library].key
    : tab.key === 'dvp'
      ? P.fmea.DVPLibrary.key
      : P.fmea.InfluencingFactorLibrary.key;

const tabLabel = (kind: KnowledgeKind, key: TabKey) =>
  t((isPfmeaKind(kind) && key === 'function' ? 'knowledge.tab.processFunction' : `knowledge.tab.${key}`) as MessageKey);

/**
 * /DFMEAknowledgeList: the knowledge base by part type (tree on the left with each type's entries of the open tab),
 * a tab per category (functions, failure modes, causes, effects, controls), the DVP library and the P-diagram's
 * influencing-factor library, each shown to holders of its library point. /PFMEAknowledgeList: the PFMEA's, by 4M
 * (the process level, 人 机 料 环 法 测) instead of part type.
 */
export function KnowledgeListPage({ kind = FMEA_KINDS.dfmea }: { kind?: KnowledgeKind }) {
  const pfmea = isPfmeaKind(kind);
  const granted = useGrantedPermissions();
  const tabs = (pfmea ? LIBRARY_TABS : DFMEA_TABS).filter((tab) => granted.has(tabPoint(kind, tab)));
  const [active, setActive] = useState<TabKey>(() => tabs[0]?.key ?? 'function');
  const tab = tabs.find((x) => x.key === active) ?? tabs[0];
  const [place, setPlace] = useState<string | undefined>();
  const [placeName, setPlaceName] = useState<string | undefined>();
  const [nodes, setNodes] = useState<KnowledgeTreeNode[]>([]);
  const [loading, setLoading] = useState(true);

  // The tree of every type (the PFMEA: every 4M) with the open tab's counts (the DVP and factor tabs show the types
  // without counts).
  const library = tab?.library ?? 'function';
  const category = tab?.category;
  const loadTree = useCallback(async () => {
    setLoading(true);
    try {
      const filter = category ? { category } : {};
      setNodes(
        pfmea
          ? groupTreeNodes(await fetchKnowledgeGroups(library, { maxEntries: 0, ...filter }))
          : await fetchKnowledgeTree(library, { allNodes: true, maxEntries: 0, ...filter }),
      );
    } catch {
      // the HTTP client has shown the message
    } finally {
      setLoading(false);
    }
  }, [pfmea, library, category]);
  useEffect(() => void loadTree(), [loadTree]);

  if (!tab) return null;
  const noneLabel = pfmea ? workElementLabel(null) : t('knowledge.unclassified');
  return (
    <Card title={t(pfmea ? 'knowledge.title.pfmea' : 'knowledge.title')}>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t(pfmea ? 'knowledge.hint.pfmea' : 'knowledge.hint')}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} xl={5}>
          <Card size="small" title={placeName ?? t(pfmea ? 'knowledge.all4M' : 'knowledge.allTypes')}>
            <KnowledgeTypeTree
              nodes={nodes}
              loading={loading}
              selected={place}
              showCounts={tab.library !== null}
              noneLabel={noneLabel}
              onSelect={(key, node) => {
                setPlace(key);
                setPlaceName(node ? (node.typeId ? node.name : noneLabel) : undefined);
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={19}>
          <Tabs
            activeKey={tab.key}
            onChange={(key) => setActive(key as TabKey)}
            items={tabs.map((x) => ({ key: x.key, label: tabLabel(kind, x.key) }))}
            data-testid="knowledge-tabs"
          />
          {tab.library ? (
            <KnowledgePanel
              key={tab.key}
              kind={kind}
              library={tab.library}
              category={tab.category}
              place={place}
              types={nodes}
              onChanged={() => void loadTree()}
            />
          ) : tab.key === 'dvp' ? (
            <DvpLibraryPanel typeId={place} types={nodes} />
          ) : (
            <InfluencingFactorPanel typeId={place} types={nodes} />
          )}
        </Col>
      </Row>
    </Card>
  );
}

/** /PFMEAknowledgeList */
export function PfmeaKnowledgeListPage() {
  return <KnowledgeListPage kind={FMEA_KINDS.pfmea} />;
}
