import type { CSSProperties, ReactNode } from 'react';

interface IconProps {
  className?: string;
  style?: CSSProperties;
}

/** Drawn as the editor's own icons are (Tabler's), so they sit beside them unchanged in English. */
function ListIconBase({ className, style, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={['mirror-rtl', className].filter(Boolean).join(' ')}
      style={style}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      strokeWidth="1.5"
      stroke="currentColor"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path stroke="none" d="M0 0h24v24H0z" fill="none" />
      {children}
    </svg>
  );
}

/**
 * A list's markers stand at the start of its lines, on the right in Persian: the icons turn
 * round there (mirror-rtl), as the lists they make do.
 */
export function BulletListIcon(props: IconProps) {
  return (
    <ListIconBase {...props}>
      <path d="M9 6l11 0" />
      <path d="M9 12l11 0" />
      <path d="M9 18l11 0" />
      <path d="M5 6l0 .01" />
      <path d="M5 12l0 .01" />
      <path d="M5 18l0 .01" />
    </ListIconBase>
  );
}

/** The numbers move to the right with the icon, but each turns back so that it still reads as a 1 and a 2. */
export function OrderedListIcon(props: IconProps) {
  return (
    <ListIconBase {...props}>
      <path d="M11 6h9" />
      <path d="M11 12h9" />
      <path d="M12 18h8" />
      <path className="mirror-rtl-back" d="M4 16a2 2 0 1 1 4 0c0 .591 -.5 1 -1 1.5l-3 2.5h4" />
      <path className="mirror-rtl-back" d="M6 10v-6l-2 2" />
    </ListIconBase>
  );
}
