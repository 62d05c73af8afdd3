/**
 * The renderer's Content Security Policy: the Electron window gets it as a meta tag
 * (injected at build time), the browser bridge as a header. Styles allow inline because
 * Mantine sets CSS variables through style attributes. Frames may show blob: URLs only: the
 * in-app preview of a PDF the core rendered, held in this window's memory (the PDF viewer
 * needs no <object>, so object-src stays 'none'; 'self' does not cover blob:).
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src blob:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

export const CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY_DIRECTIVES.join('; ');
