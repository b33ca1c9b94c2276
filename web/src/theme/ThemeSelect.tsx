import { Palette } from 'lucide-react';
import { useId } from 'react';
import { THEMES } from './themes';
import { useTheme } from './useTheme';

/** The theme selector at the foot of the sidebar; a palette icon alone when it is collapsed. */
export function ThemeSelect({ compact = false }: { compact?: boolean }) {
  const id = useId();
  const { theme, setTheme } = useTheme();
  return (
    <div className={`theme-select${compact ? ' compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'theme-select-label'}>
        Theme
      </label>
      {compact && <Palette size={20} aria-hidden className="theme-select-icon" />}
      <select
        id={id}
        className="select"
        value={theme.name}
        onChange={(e) => setTheme(e.target.value)}
        title={compact ? `Theme: ${theme.name}` : undefined}
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
