import { useShopContact } from '../api/get-shop-contact';

/** +254712345678 → "0712 345 678", the way Kenyans write a number. */
export const localPhone = (phone: string) => `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;

/** The footer's ways to reach the shop: its support line and WhatsApp (list items; none until the shop sets them). */
export function SupportContactLinks() {
  const { data } = useShopContact();
  return (
    <>
      {data?.phone && (
        <li>
          <a href={`tel:${data.phone}`}>Call us: {localPhone(data.phone)}</a>
        </li>
      )}
      {data?.whatsapp && (
        <li>
          <a href={`https://wa.me/${data.whatsapp.slice(1)}`} target="_blank" rel="noopener noreferrer">
            WhatsApp: {localPhone(data.whatsapp)}
          </a>
        </li>
      )}
    </>
  );
}
