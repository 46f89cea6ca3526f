/**
 * The JSON values of an SSE capture's `data:` frames, each with the line its frame started on.
 * Frames are separated by blank lines; a frame's `data:` lines join with `\n` (the SSE rule);
 * comments and other fields are skipped; a frame that is not JSON is named in `problems`.
 */
export function sseEvents(
  text: string,
  problems: string[],
): { readonly value: unknown; readonly line: number }[] {
  const values: { value: unknown; line: number }[] = [];
  let data: string[] = [];
  let frameLine = 0;
  const flush = (): void => {
    if (!data.length) return;
    const source = data.join('\n');
    data = [];
    try {
      values.push({ value: JSON.parse(source), line: frameLine });
    } catch {
      problems.push(`Line ${frameLine}: an SSE frame that is not JSON.`);
    }
  };
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line === '') return flush();
    if (!line.startsWith('data:')) return;
    if (!data.length) frameLine = index + 1;
    data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
  });
  flush();
  return values;
}
