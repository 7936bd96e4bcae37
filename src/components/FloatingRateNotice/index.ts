export { FloatingRateNotice } from './FloatingRateNotice.tsx';
