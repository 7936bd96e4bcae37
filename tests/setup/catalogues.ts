/**
 * Every test project starts with both built-in catalogues loaded, as the app has its buyer's before its
 * first render (src/main.tsx): components and stores read them synchronously (`messagesFor`).
 */
import { loadAllCatalogues } from '../../src/i18n/catalogues.ts';

await loadAllCatalogues();
