export { AnalysisHistoryPanel } from './components/analysis-history-panel'
export { MessageHistoryPanel } from './components/message-history-panel'
