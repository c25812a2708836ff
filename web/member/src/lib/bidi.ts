/**
 * `text` as a bidirectional isolate (FSI … PDI) for a translated sentence: a name or a message in
 * another script keeps its own direction and does not reorder the words around it (an English
 * name in an Arabic sentence, an Arabic one in English). In markup, `<bdi>` does the same.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
