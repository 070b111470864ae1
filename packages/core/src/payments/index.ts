export {
  handleCardCallback,
  type PaymentRow,
  paymentsOf,
  settleCardPayment,
  startCardPayment,
} from './card.ts';
export {
  type CardGatewayConfig,
  CardGatewayError,
  readCardCallback,
  sandboxCardGateway,
} from './card-gateway.ts';
