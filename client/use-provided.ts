import { useContext, type Context } from 'react';

/** The value of a context whose provider the app always renders above: a missing one is a bug, said by name. */
export function useProvided<T>(context: Context<T | null>, provider: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${provider} is missing`);
  return value;
}
