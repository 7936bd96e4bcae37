export { PurchaseSummary, type PurchaseSummaryProps, type SummaryRow } from './PurchaseSummary.tsx';
