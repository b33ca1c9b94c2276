import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { AuthProvider } from './auth/AuthProvider';
import { redirectFromWww } from './lib/wwwRedirect';
import { applyTheme, storedTheme } from './theme/applyTheme';
import './styles.css';

if (!redirectFromWww()) {
  // The stored theme before the first paint, so that a page never flashes the default colours.
  applyTheme(storedTheme());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          <App />
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
