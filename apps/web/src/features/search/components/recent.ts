/** Recent searches (the header box offers them on focus): this browser only, newest first. */
const KEY = 'ankur_recent_searches';
const MAX = 6;

export function recentSearches(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(q: string): void {
  const text = q.trim();
  if (!text) return;
  const next = [text, ...recentSearches().filter((r) => r.toLowerCase() !== text.toLowerCase())].slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: recent searches are a convenience
  }
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
