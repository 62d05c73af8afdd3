import { z } from 'zod';

/** Attribute values the editor uses (heading level, link href, paragraph direction…). */
const AttrValue = z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]);
const Attrs = z.record(z.string().max(40), AttrValue);

export interface RichNode {
  type: string;
  attrs?: Record<string, string | number | boolean | null>;
  content?: RichNode[];
  marks?: { type: string; attrs?: Record<string, string | number | boolean | null> }[];
  text?: string;
}

/**
 * A node of the rich-text editor's document, as TipTap's `getJSON()` gives it. The shape
 * and sizes are checked here; which node types exist is the editor's business.
 */
export const RichNode: z.ZodType<RichNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1).max(40),
    attrs: Attrs.optional(),
    content: z.array(RichNode).max(5000).optional(),
    marks: z.array(z.object({ type: z.string().min(1).max(40), attrs: Attrs.optional() })).max(20).optional(),
    text: z.string().max(100_000).optional(),
  }),
);

export const RichDoc = z.object({ type: z.literal('doc'), content: z.array(RichNode).max(5000).optional() });
export type RichDoc = z.infer<typeof RichDoc>;

export const EMPTY_DOC: RichDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** A paragraph document holding `text` as typed (one paragraph per line). */
export function docFromText(text: string): RichDoc {
  const lines = text.split(/\r?\n/);
  return { type: 'doc', content: lines.map((line) => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })) };
}
