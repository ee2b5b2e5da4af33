import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../locales';

export type ExceptionStatus = '403' | '404' | '500';

const descriptions = {
  '403': 'exception.403',
  '404': 'exception.404',
  '500': 'exception.500',
} as const;

interface ExceptionPageProps {
  status: ExceptionStatus;
  /** Overrides the standard description (e.g. a server message). */
  description?: string;
}

/** Error page (403, 404, 500) with a back-to-home button. */
export function ExceptionPage({ status, description }: ExceptionPageProps) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={description ?? t(descriptions[status])}
      extra={
        <Button type="primary" onClick={() => navigate('/')} data-testid="exception-back-home">
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
