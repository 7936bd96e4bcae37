export { StatusPage, type StatusPageProps, type StatusTone } from './StatusPage.tsx';
