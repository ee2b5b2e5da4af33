import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../../locales';
import { PageLoading } from '../components/PageLoading';
import { ApiError } from '../http';
import { ChunkLoadTimeoutError } from '../lazy-route';
import { ExceptionPage } from './ExceptionPage';

/** Error boundary of the route tree. An expired session (401) is already being handled: show a spinner. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error instanceof ApiError && error.status === 401) return <PageLoading />;
  if (isRouteErrorResponse(error) && error.status === 404) return <ExceptionPage status="404" />;
  if (error instanceof ApiError && error.status === 403) return <ExceptionPage status="403" />;
  if (error instanceof ChunkLoadTimeoutError) return <ExceptionPage status="500" description={t('app.chunkTimeout')} />;
  const description = error instanceof ApiError ? error.message : undefined;
  return <ExceptionPage status="500" description={description} />;
}
