// React Aria's type file declares this default export as a type only; it is its English strings, by package.
declare module 'react-aria/i18n/en-US' {
  const strings: Record<string, Record<string, unknown>>;
  export default strings;
}
