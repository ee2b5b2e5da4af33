import '../texts';
import type { FmeaKind } from '@qis/shared';
import { Col, Empty, Row } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchPersonal, fetchTotals, type OverviewTotals, type PersonalStats } from '../api';
import { RecentFmeaCard } from '../components/RecentFmeaCard';
import { SummaryCards } from '../components/SummaryCards';
import { TaskChartCard } from '../components/TaskChartCard';
import { TaskPanel } from '../components/TaskPanel';
import { useDashboardKinds } from '../useDashboardKinds';

/**
 * /fmeaOverview, the FMEA module's home (modules spec §2): four summary cards, the caller's task list on the left,
 * the task statistics chart and the recent FMEAs on the right; per kind only the kinds the user may see. A submitted
 * task refreshes the cards' figures and the chart. Undefined: loading; null: the call failed.
 */
export function FmeaOverviewPage() {
  const kinds = useDashboardKinds();
  const [totals, setTotals] = useState<OverviewTotals | null | undefined>(undefined);
  const [personal, setPersonal] = useState<PersonalStats | null | undefined>(undefined);
  const [taskKind, setTaskKind] = useState<FmeaKind | undefined>(kinds[0]);
  const [refreshKey, setRefreshKey] = useState(0);

  const loadCards = useCallback(() => {
    fetchTotals().then(setTotals, () => setTotals(null));
    fetchPersonal().then(setPersonal, () => setPersonal(null));
  }, []);
  useEffect(() => loadCards(), [loadCards]);
  useEffect(() => {
    if (taskKind === undefined || !kinds.includes(taskKind)) setTaskKind(kinds[0]);
  }, [kinds, taskKind]);

  const submitted = useCallback(() => {
    loadCards();
    setRefreshKey((key) => key + 1);
  }, [loadCards]);

  return (
    <div data-testid="fmea-dashboard">
      <SummaryCards totals={totals} personal={personal} kinds={kinds} />
      {taskKind === undefined ? (
        <Empty style={{ marginTop: 32 }} description={t('fmeaDashboard.noKind')} />
      ) : (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} xl={9}>
            <TaskPanel kinds={kinds} kind={taskKind} onKindChange={setTaskKind} onSubmitted={submitted} />
          </Col>
          <Col xs={24} xl={15}>
            <TaskChartCard kind={taskKind} refreshKey={refreshKey} />
            <div style={{ marginTop: 16 }}>
              <RecentFmeaCard kinds={kinds} />
            </div>
          </Col>
        </Row>
      )}
    </div>
  );
}
