/**
 * Saves `blob` as a file named `fileName` from the browser: a link to an object URL, clicked
 * once. Used for CSVs made in the browser (the earnings statement) and for files fetched with the
 * shop's Authorization header (the overview's exports), which a plain link could not send.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
