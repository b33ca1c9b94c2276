import { Palette } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { THEMES } from './themes';
import { useTheme } from './useTheme';

/** The theme selector at the foot of the sidebar; a palette link to Manage Theme when collapsed. */
export function ThemeSelect({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const { theme, setTheme } = useTheme();
  if (compact) {
    // Four rem is too narrow for a readable select: the collapsed sidebar links to Manage Theme.
    return (
      <div className="theme-select compact">
        <Link to="/themes" className="icon-button" title={`Theme: ${theme.name}`}>
          <Palette size={20} aria-hidden />
          <span className="visually-hidden">Theme: {theme.name}. Manage Theme</span>
        </Link>
      </div>
    );
  }
  return (
    <div className="theme-select">
      <label htmlFor={id} className="theme-select-label">
        Theme
      </label>
      <select
        id={id}
        className="select"
        value={theme.name}
        onChange={(e) => setTheme(e.target.value)}
      >
        {THEMES.map((t) => (
          <option key={t.name} value={t.name}>
            {t.name}
          </option>
        ))}
      </select>
    </div>
  );
}
