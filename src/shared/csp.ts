/**
 * The renderer's Content Security Policy: the Electron window gets it as a meta tag
 * (injected at build time), the browser bridge as a header. Styles allow inline because
 * Mantine sets CSS variables through style attributes.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

export const CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY_DIRECTIVES.join('; ');
