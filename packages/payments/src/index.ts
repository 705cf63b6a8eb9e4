/** @repo/payments: wallet SMS and statements read into payments, matched with requests. */
export { wallets, type Wallet, type WalletPayment } from './payment'
export {
  parseWalletMessages,
  readWalletMessages,
  shadowLength,
  type WalletMessages,
} from './messages'
export {
  parseStatementCsv,
  type StatementColumn,
  type StatementFailure,
  type StatementResult,
} from './statement'
export {
  matchPayments,
  matchStates,
  unpaidPendingRequests,
  type MatchState,
  type PaymentMatch,
  type PaymentRequest,
  type RequestStatus,
} from './match'
