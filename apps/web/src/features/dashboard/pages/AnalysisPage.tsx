import { HOME_CARDS, type HomeCardKey, isHomeCard } from '@qis/shared/modules';
import { Card, Col, type ColProps, Row, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { FAVOURITES_CHANGED_EVENT } from '../../../shell/header/module-api';
import { fetchHomeIndex, fetchMonthBar, fetchMyHomePage, type HomeIndex, type MonthBarPoint } from '../api';
import { FavouritesCard, GreetingCard, MonthBarCard, RecentVisitsCard } from '../components/HomeCards';

const COLUMNS: Record<HomeCardKey, ColProps> = {
  greeting: { span: 24 },
  favourites: { xs: 24, lg: 12 },
  recentVisits: { xs: 24, lg: 12 },
  monthBar: { span: 24 },
};

/**
 * Home after login (spec §2, §9): the cards the user's roles show (home page management), in their order — greeting,
 * favourites, recent visits, the monthly traffic chart. Without a configuration (or if it cannot be read) every card.
 */
export function AnalysisPage() {
  const [cards, setCards] = useState<HomeCardKey[] | null>(null);
  const [home, setHome] = useState<HomeIndex | null>(null);
  const [bars, setBars] = useState<MonthBarPoint[] | null>(null);

  useEffect(() => {
    fetchMyHomePage().then(
      (page) => setCards(page.cards.filter(isHomeCard)),
      () => setCards([...HOME_CARDS]),
    );
  }, []);

  // Only what the shown cards need is fetched.
  const needsHomeIndex = cards?.some((card) => card === 'favourites' || card === 'recentVisits') ?? false;
  const needsBars = cards?.includes('monthBar') ?? false;
  useEffect(() => {
    if (!needsHomeIndex) return;
    const loadHome = () => void fetchHomeIndex().then(setHome, () => setHome({ favourites: [], recentVisits: [] }));
    loadHome();
    window.addEventListener(FAVOURITES_CHANGED_EVENT, loadHome);
    return () => window.removeEventListener(FAVOURITES_CHANGED_EVENT, loadHome);
  }, [needsHomeIndex]);
  useEffect(() => {
    if (needsBars) void fetchMonthBar().then(setBars, () => setBars([]));
  }, [needsBars]);

  if (!cards)
    return (
      <Card>
        <Skeleton active avatar />
      </Card>
    );

  const content: Record<HomeCardKey, ReactNode> = {
    greeting: <GreetingCard />,
    favourites: <FavouritesCard home={home} />,
    recentVisits: <RecentVisitsCard home={home} />,
    monthBar: <MonthBarCard bars={bars} />,
  };
  return (
    <Row gutter={[16, 16]} data-testid="home-cards">
      {cards.map((card) => (
        <Col key={card} {...COLUMNS[card]}>
          {content[card]}
        </Col>
      ))}
    </Row>
  );
}
