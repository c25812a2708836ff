/**
 * The CMS writes the oath as Markdown-ish text. Paragraphs and line breaks carry its meaning here;
 * heading, quote and emphasis marks are dropped rather than shown as stray symbols. (A full
 * Markdown renderer would be a large download for one short paragraph.)
 */
const clean = (line: string) =>
  line.replace(/^\s{0,3}(#{1,6}\s+|>\s?)/, '').replace(/(\*\*|__)(.+?)\1/g, '$2');

export function OathText({ text, id }: { text: string; id?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map(clean)
        .filter((l) => l.trim()),
    )
    .filter((lines) => lines.length > 0);
  return (
    <div className="auth-oath" id={id}>
      {paragraphs.map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
