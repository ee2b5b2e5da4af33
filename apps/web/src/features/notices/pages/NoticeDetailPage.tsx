import type { NoticeViewDto } from '@qis/shared';
import { Button, Card, Empty, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { formatTime } from '../../../shell/utils/format-time';
import { fetchPublishedNotice } from '../api';

/** /noticeDetail?id=: the read-only view a notice's message opens (for its recipients and the notice managers). */
export function NoticeDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const [notice, setNotice] = useState<NoticeViewDto | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');

  useEffect(() => {
    setState('loading');
    fetchPublishedNotice(id)
      .then((n) => {
        setNotice(n);
        setState('ready');
      })
      .catch(() => setState('missing'));
  }, [id]);

  return (
    <Card
      title={t('menu.noticeDetail')}
      extra={<Button onClick={() => navigate(-1)}>{t('notice.detail.back')}</Button>}
    >
      {state === 'loading' && <Spin />}
      {state === 'missing' && <Empty />}
      {state === 'ready' && notice && (
        <article data-testid="notice-detail">
          <Typography.Title level={3} style={{ textAlign: 'center' }}>
            {notice.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {t('notice.detail.publishTime', { time: formatTime(notice.publishTime) })}
            {notice.authorName ? `　${t('notice.detail.author', { name: notice.authorName })}` : ''}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{notice.content}</Typography.Paragraph>
        </article>
      )}
    </Card>
  );
}
