import { ExceptionPage } from './ExceptionPage';

export function ForbiddenPage() {
  return <ExceptionPage status="403" />;
}
