import { createContext, useMemo, type ReactNode } from 'react';
import { createTranslatorFromTables, type Translate } from '../shared/i18n/translator';
import type { MessageTree } from '../shared/i18n/define-messages';
import type { ShellView } from '../shared/shell-view';
import { useProvided } from './use-provided';

export type { Translate };

interface ShellContextValue {
  shell: ShellView;
  t: Translate;
}

const ShellContext = createContext<ShellContextValue | null>(null);

/**
 * One translator per message table: the worker's tables are one shared object per locale, so its
 * translator (and the looked-up messages it keeps) lives as long as the isolate, not one render.
 */
const translators = new WeakMap<object, Translate>();
function translatorFor(shell: ShellView): Translate {
  let t = translators.get(shell.messages);
  if (!t)
    translators.set(shell.messages, (t = createTranslatorFromTables(shell.locale, shell.messages as MessageTree)));
  return t;
}

/** Provides the shell view and a translator over the locale's one dictionary (shipped as data). */
export function ShellProvider({ shell, children }: { shell: ShellView; children: ReactNode }) {
  // The worker ships only this locale's table (as data); the translator never imports the others.
  const value = useMemo<ShellContextValue>(() => ({ shell, t: translatorFor(shell) }), [shell]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

const useShellContext = (): ShellContextValue => useProvided(ShellContext, 'ShellProvider');

export const useShell = (): ShellView => useShellContext().shell;
export const useT = (): Translate => useShellContext().t;
