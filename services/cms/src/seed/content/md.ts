/**
 * Markdown written indented in the seed files, stored from column 0 (an indented line would become
 * a code block): drops the outer line breaks, the common indentation and trailing spaces.
 * Interpolated values must not contain line breaks.
 */
export function md(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += String(value) + (strings[index + 1] ?? '');
  });
  const lines = text
    .replace(/^[ \t]*\n/, '')
    .replace(/\n[ \t]*$/, '')
    .split('\n');
  const indent = Math.min(
    ...lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length),
  );
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(indent).trimEnd())).join('\n');
}
