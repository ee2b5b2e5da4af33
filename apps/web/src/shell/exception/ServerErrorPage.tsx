import { ExceptionPage } from './ExceptionPage';

export function ServerErrorPage() {
  return <ExceptionPage status="500" />;
}
