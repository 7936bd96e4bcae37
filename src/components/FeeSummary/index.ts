export { FeeSummary, type FeeSummaryProps } from './FeeSummary.tsx';
export { formatFee } from './formatFee.ts';
