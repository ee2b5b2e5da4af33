import { FMEA_KIND_VALUES, FMEA_KINDS, type FmeaKind, P } from '@qis/shared';
import { Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { useCan } from '../../../shell/auth/useCan';

const POINT: Record<FmeaKind, string> = {
  [FMEA_KINDS.dfmea]: P.fmea.MyDFMEA.key,
  [FMEA_KINDS.pfmea]: P.fmea.MyPFMEA.key,
  [FMEA_KINDS.msr]: P.fmea.MyFMEAMSR.key,
};
/** The kinds whose screens exist (all three now; a kind still to come would be null). */
const BUILT: Record<FmeaKind, string | null> = { 0: '/createDFMEA', 1: '/createPFMEA', 2: '/createFMEAMSR' };

function KindCard({ kind }: { kind: FmeaKind }) {
  const navigate = useNavigate();
  const allowed = useCan(POINT[kind], 'add');
  if (!allowed) return null;
  const target = BUILT[kind];
  return (
    <Col span={8}>
      <Card
        hoverable={target !== null}
        onClick={() => target && navigate(target)}
        data-testid={`fmea-create-kind-${kind}`}
        title={t(`fmea.kind.${kind}` as MessageKey)}
        extra={target ? null : <Tag>{t('fmea.inDevelopment')}</Tag>}
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t(`fmea.kind.${kind}.desc` as MessageKey)}
        </Typography.Paragraph>
        {!target && <Typography.Text type="warning">{t('fmea.create.pending')}</Typography.Text>}
      </Card>
    </Col>
  );
}

/** /createFmeaPage: choose the kind of FMEA to create; only the kinds the user may add (spec §5) are offered. */
export function CreateFmeaPage() {
  const anyAllowed = [useCan(POINT[0], 'add'), useCan(POINT[1], 'add'), useCan(POINT[2], 'add')].some(Boolean);
  return (
    <Card title={t('fmea.create.title')}>
      <Typography.Paragraph>{t('fmea.create.choose')}</Typography.Paragraph>
      {anyAllowed ? (
        <Row gutter={16}>
          {FMEA_KIND_VALUES.map((kind) => (
            <KindCard key={kind} kind={kind} />
          ))}
        </Row>
      ) : (
        <Empty description={t('fmea.create.none')} />
      )}
    </Card>
  );
}
