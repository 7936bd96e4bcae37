/** The built-in catalogues precompiled to AST (scripts/export-messages.ts, `compiledCatalogues()`). */
declare module 'virtual:i18n/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
