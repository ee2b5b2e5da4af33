import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { ApiError } from '../http';
import { ExceptionPage } from './ExceptionPage';

/** Error boundary of the route tree. An expired session (401) is already being handled: show a spinner. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error instanceof ApiError && error.status === 401) return <PageLoading />;
  if (isRouteErrorResponse(error) && error.status === 404) return <ExceptionPage status="404" />;
  if (error instanceof ApiError && error.status === 403) return <ExceptionPage status="403" />;
  const description = error instanceof ApiError ? error.message : undefined;
  return <ExceptionPage status="500" description={description} />;
}
