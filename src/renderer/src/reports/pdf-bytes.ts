/**
 * PDFs cross the contract as base64 (IPC and the browser bridge alike); the preview shows them
 * from a blob: URL, which lives in this window's memory only and is revoked when closed.
 */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a large image would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function pdfUrl(base64: string): string {
  return URL.createObjectURL(new Blob([base64ToBytes(base64)], { type: 'application/pdf' }));
}

/** The browser's own download of a PDF the coach chose to save (the bridge has no save dialog). */
export function downloadPdf(base64: string, fileName: string): void {
  const url = pdfUrl(base64);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has its own copy once it starts; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
