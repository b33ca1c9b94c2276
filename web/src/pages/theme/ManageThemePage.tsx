import { Check } from 'lucide-react';
import { THEMES } from '../../theme/themes';
import { useTheme } from '../../theme/useTheme';
import './manageTheme.css';

/**
 * Manage Theme: the twelve themes of spec §3, each with a preview of its interface colours and
 * its node palette. The choice applies at once and is remembered on this device.
 */
export default function ManageThemePage() {
  const { theme: current, setTheme } = useTheme();
  return (
    <div className="page-body">
      <title>Manage Theme · Trellis</title>
      <div className="page-header">
        <h1>Manage Theme</h1>
      </div>
      <p className="muted">
        Pick the colours Trellis uses on this device. Node types keep their colour role, so the
        graph follows the theme.
      </p>
      <div className="theme-grid" role="radiogroup" aria-label="Theme">
        {THEMES.map((t) => {
          const active = t.name === current.name;
          return (
            <button
              key={t.name}
              type="button"
              role="radio"
              aria-checked={active}
              className={`theme-card${active ? ' active' : ''}`}
              onClick={() => setTheme(t.name)}
            >
              <span
                className="theme-preview"
                style={{ background: t.ui.bg, borderColor: t.ui.border }}
                aria-hidden
              >
                <span className="theme-preview-bar" style={{ background: t.ui.surface }}>
                  <span className="theme-preview-accent" style={{ background: t.ui.accent }} />
                  <span className="theme-preview-text" style={{ background: t.ui.text }} />
                </span>
                <span className="theme-palette">
                  {t.palette.map((c) => (
                    <span key={c} style={{ background: c }} />
                  ))}
                </span>
              </span>
              <span className="theme-name">
                {t.name}
                {t.name === 'Ivy Grove' && <span className="muted"> (default)</span>}
                {active && <Check size={16} aria-hidden className="theme-check" />}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
