/**
 * Hands a Blob to the browser as a download named `name`. A link with `download` is the one way
 * that works everywhere without opening a tab; the object URL is released once the click is taken.
 */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
