import { formatPrice } from '@/lib/format';

/**
 * A shopper's M-Pesa refund in her words (issue item 2), the same words as her e-mails and SMS:
 * what will be refunded and to which phone (masked: "0712 *** 615"), and the M-Pesa reference once sent.
 */
export const refundWillText = (amount: number, phone: string | null | undefined) =>
  `${formatPrice(amount)} will be refunded${phone ? ` to ${phone}` : ''} by M-Pesa`;

export const refundOnItsWayText = (amount: number, phone: string | null | undefined) =>
  `${formatPrice(amount)} is on its way${phone ? ` to ${phone}` : ''} by M-Pesa`;

export const refundSentText = (receipt: string | null) => (receipt ? `Refund sent, M-Pesa ref ${receipt}` : 'Refund sent by M-Pesa');
