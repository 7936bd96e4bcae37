export { ListMessage, type ListMessageProps } from './ListMessage.tsx';
