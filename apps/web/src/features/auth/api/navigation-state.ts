/** Reads one string field from `location.state`, which is `unknown` by nature. */
export function readStateString(state: unknown, key: string): string | undefined {
  if (typeof state !== 'object' || state === null || !(key in state)) return undefined;
  const value: unknown = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
