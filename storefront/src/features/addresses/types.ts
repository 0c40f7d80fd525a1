/** The address routes' reply to a write (the Address itself is src/api/addresses.ts's). */
export interface AddressMessageResponse {
  success: boolean;
  message: string;
}
