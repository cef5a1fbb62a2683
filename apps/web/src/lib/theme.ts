import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';

/**
 * Light, Dark or System, remembered per device. index.html's inline script reads the same key and sets the class
 * before the first paint (no flash); this module keeps it current afterwards.
 */
export const THEME_STORAGE_KEY = 'drivecare.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const THEME_COLORS = { light: '#2563eb', dark: '#0f172a' } as const;

const listeners = new Set<() => void>();

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function resolve(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function applyTheme() {
  const theme = resolve(readThemeChoice());
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  applyTheme();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.matchMedia(DARK_QUERY).addEventListener('change', applyTheme);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.matchMedia(DARK_QUERY).removeEventListener('change', applyTheme);
  };
}

/** The person's choice (for the menu). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice);
}

/** The theme on screen now (for components that draw their own colours, like the toasts). */
export function useResolvedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
}
