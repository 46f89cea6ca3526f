const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const DAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/**
 * A date formatted with a Unicode TR35 pattern (the subset the basic catalog's examples use:
 * `yyyy yy MMMM MMM MM M dd d EEEE E HH H hh h mm ss a` and `'quoted text'`), in English as
 * the patterns themselves are. `undefined` for a value that is not a date.
 */
export function formatDate(value: unknown, pattern: string): string | undefined {
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const hour12 = date.getHours() % 12 || 12;
  const tokens: Record<string, string> = {
    yyyy: String(date.getFullYear()),
    yy: pad(date.getFullYear() % 100),
    MMMM: MONTHS[date.getMonth()],
    MMM: MONTHS[date.getMonth()].slice(0, 3),
    MM: pad(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    dd: pad(date.getDate()),
    d: String(date.getDate()),
    EEEE: DAYS[date.getDay()],
    E: DAYS[date.getDay()].slice(0, 3),
    HH: pad(date.getHours()),
    H: String(date.getHours()),
    hh: pad(hour12),
    h: String(hour12),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
    a: date.getHours() < 12 ? 'AM' : 'PM',
  };
  return pattern
    .slice(0, 100)
    .replace(/'([^']*)'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|E|HH|H|hh|h|mm|ss|a/g, (token, quoted) =>
      quoted !== undefined ? quoted : tokens[token],
    );
}
