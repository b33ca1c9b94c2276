import { Link } from 'react-router';
import { Logo } from '../layout/Logo';

export function NotFound() {
  return (
    <main className="center">
      <title>Page not found · Trellis</title>
      <div className="card narrow">
        <Logo />
        <h1>404 - Page Not Found</h1>
        <p>The page you're looking for doesn't exist.</p>
        <p>
          <Link className="button" to="/">
            Go home
          </Link>
        </p>
      </div>
    </main>
  );
}
