import { create } from 'zustand';
import { applyTheme, storeTheme, storedTheme } from './applyTheme';
import { type Theme, themeByName } from './themes';

interface ThemeState {
  theme: Theme;
  setTheme(name: string): void;
}

/** The current theme: applied to the document and remembered on this device when it changes. */
export const useTheme = create<ThemeState>((set) => ({
  theme: storedTheme(),
  setTheme(name) {
    const theme = themeByName(name);
    applyTheme(theme);
    storeTheme(theme);
    set({ theme });
  },
}));
