import { useFormatters } from '../i18n/useFormatters';

/**
 * The formatters' separator where it opens a flex item of its own: spaces at the start of a
 * block would be dropped, and the item's gap would push a Persian comma off its word.
 */
export function Separator() {
  return <span style={{ whiteSpace: 'pre' }}>{useFormatters().separator}</span>;
}
