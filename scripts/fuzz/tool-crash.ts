// schemathesis reports what our API did wrong as a JUnit <failure> (a check failed) and what went
// wrong around it as an <error> titled by its kind: "Network Error", "Server Unavailable", and
// "Runtime Error" for a crash inside the tool itself (its data generator once hit a CPython
// SystemError while building a case). Only the last says nothing of our API.

/** The text of each `<tag>` element of a JUnit report, unescaped enough to read its title. */
const elements = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>|<${tag}\\b[^>]*/>`, 'g'))].map((m) =>
    (m[1] ?? '').trimStart(),
  );

/**
 * Whether a run failed only because schemathesis itself crashed: errors, every one a "Runtime
 * Error", and no check failed. Such a run is worth one more try; any other outcome stands.
 */
export function onlyToolCrashes(junitXml: string): boolean {
  const errors = elements(junitXml, 'error');
  return (
    elements(junitXml, 'failure').length === 0 &&
    errors.length > 0 &&
    errors.every((text) => text.startsWith('Runtime Error'))
  );
}
