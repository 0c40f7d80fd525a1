import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Container } from '@/components/Container';
import { ErrorMessage } from '@/components/ErrorMessage';

/** Shown when a route fails to render or its code fails to load. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';

  return (
    <Container as="main">
      <ErrorMessage message={message} onRetry={() => window.location.reload()} />
      <Link to="/">Back to home</Link>
    </Container>
  );
}
