import { DemoLangPage } from './DemoLangPage.tsx';
import { loadBuiltInCatalogues } from './loadCatalogues.ts';

/** Route 'demoLang' (/demo-lang): the built-in catalogues, side by side, for partners and translators. */
export default function DemoLang() {
  return <DemoLangPage load={loadBuiltInCatalogues} />;
}
