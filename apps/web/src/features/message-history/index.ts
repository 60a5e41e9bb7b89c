export { MessageHistoryPanel } from './components/message-history-panel'
