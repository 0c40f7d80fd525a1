import { Link } from 'react-router-dom';

interface OrderRefProps {
  orderId: string | null;
  /** "DK-10042" */
  orderNumber?: string | null;
  paymentId: string;
}

/** An order as people name it (its DK number), linking to the order page; a payment with no order says so. */
export function OrderRef({ orderId, orderNumber, paymentId }: OrderRefProps) {
  if (!orderId) return <>Payment {paymentId} (no order)</>;
  return <Link to={`/order/${encodeURIComponent(orderId)}`}>{orderNumber ?? orderId}</Link>;
}

/** The same as text (dialogs, button names). */
export const orderText = ({ orderId, orderNumber, paymentId }: OrderRefProps) =>
  orderId ? `Order ${orderNumber ?? orderId}` : `Payment ${paymentId} (no order)`;
