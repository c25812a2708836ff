/**
 * Template tag for Markdown written indented inside the seed files.
 *
 * Removes the first and last line breaks of the literal and the indentation common to all
 * non-blank lines, and trims trailing spaces, so that the stored Markdown starts at column 0
 * (an indented line would otherwise become a code block). Interpolated values are inserted as is
 * and must not contain line breaks.
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
