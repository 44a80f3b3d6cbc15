/** Saves text as a file through a temporary link (the browser's own download). */
export function downloadText(filename: string, text: string, type: string): void {
  // A BOM so spreadsheet programs read the file as UTF-8 (accents in addresses' names, 'origem').
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
