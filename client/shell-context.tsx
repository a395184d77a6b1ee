import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { ShellView } from '../shared/shell-view';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

interface ShellContextValue {
  shell: ShellView;
  t: Translate;
}

const ShellContext = createContext<ShellContextValue | null>(null);

/** Provides the shell view and a translator over the locale's one dictionary (shipped as data). */
export function ShellProvider({ shell, children }: { shell: ShellView; children: ReactNode }) {
  const value = useMemo<ShellContextValue>(() => {
    const i18n = rosetta({ [shell.locale]: shell.messages });
    i18n.locale(shell.locale);
    const t: Translate = (key, params) => {
      const out = i18n.t(key, params as Record<string, string> | undefined);
      // A missing key shows the key rather than an empty string, so gaps are visible.
      return typeof out === 'string' && out !== '' ? out : key;
    };
    return { shell, t };
  }, [shell]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('ShellProvider is missing');
  return value;
}

export const useShell = (): ShellView => useShellContext().shell;
export const useT = (): Translate => useShellContext().t;
