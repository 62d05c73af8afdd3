import { buffer } from 'node:stream/consumers';
import { UsageError } from './usage-error';

/** Byte-order marks a text piped from Windows may begin with (PowerShell writes UTF-16). */
const MARKED = [
  { mark: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { mark: [0xff, 0xfe], encoding: 'utf-16le' },
  { mark: [0xfe, 0xff], encoding: 'utf-16be' },
] as const;

/**
 * The text piped in, refused rather than saved damaged: a lenient decoder turned each invalid
 * byte (a file saved in Windows-1251, say) into "�", and a binary file into a note of NULs.
 */
export async function readStdinText(stream: NodeJS.ReadableStream, what: string): Promise<string> {
  const bytes = await buffer(stream);
  const marked = MARKED.find(({ mark }) => mark.every((byte, i) => bytes[i] === byte));
  let text: string;
  try {
    text = new TextDecoder(marked?.encoding ?? 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`${what} on stdin is not UTF-8 text. Save it as UTF-8 (in most editors: "Save as", encoding UTF-8) and try again; nothing was saved.`);
  }
  if (text.includes('\0')) throw new UsageError(`${what} on stdin holds NUL bytes, as a program's or a document's file does, not text. Give it as plain text or Markdown; nothing was saved.`);
  return text;
}
